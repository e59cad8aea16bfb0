/** English texts; the shape every other language must match. */
export const en = {
  language: {
    label: 'Language',
    cn: '中文',
    en: 'English',
    fr: 'Français',
  },
  common: {
    loading: 'Loading…',
    confirm: 'OK',
    version: 'Version {{version}}',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Sign in with your account to continue',
    account: 'Account',
    accountPlaceholder: 'Enter your account',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    submit: 'Sign in',
    accountRequired: 'Enter the account',
    passwordRequired: 'Enter the password',
    failed: 'Sign-in failed',
  },
  session: {
    expiredTitle: 'Session ended',
    expired: 'Login timed out, please log in again',
  },
  header: {
    logout: 'Log out',
  },
  home: {
    welcome: 'Welcome, {{name}}',
    accountSection: 'Account',
    companySection: 'Company',
    account: 'Account',
    userName: 'User name',
    userType: 'User type',
    companyName: 'Company name',
    country: 'Country',
    noCompany: 'This account does not belong to a company.',
  },
  userType: {
    admin: 'Administrator',
    producer: 'Producer',
    importer: 'Importer',
    dealer: 'Dealer',
    overseas_producer: 'Overseas producer',
    cert_body: 'Certification body',
    auditor: 'Auditor',
    printer: 'Printing factory',
  },
  errorPage: {
    forbidden: 'No permission to access this page',
    notFound: 'The page you visited does not exist',
    goHome: 'Go home',
    goBack: 'Go back',
  },
  errors: {
    network: 'The server could not be reached, please check your connection and try again',
    unexpected: 'Something went wrong, please try again later',
  },
};

export type Messages = typeof en;
