import type { Messages } from './en';

export const fr: Messages = {
  language: {
    label: 'Langue',
    cn: '中文',
    en: 'English',
    fr: 'Français',
  },
  common: {
    loading: 'Chargement…',
    confirm: 'OK',
    version: 'Version {{version}}',
  },
  login: {
    title: 'Connexion',
    subtitle: 'Connectez-vous avec votre compte pour continuer',
    account: 'Compte',
    accountPlaceholder: 'Saisissez votre compte',
    password: 'Mot de passe',
    passwordPlaceholder: 'Saisissez votre mot de passe',
    submit: 'Se connecter',
    accountRequired: 'Saisissez le compte',
    passwordRequired: 'Saisissez le mot de passe',
    failed: 'Échec de la connexion',
  },
  session: {
    expiredTitle: 'Session terminée',
    expired: 'Session expirée, veuillez vous reconnecter',
  },
  header: {
    logout: 'Se déconnecter',
  },
  home: {
    welcome: 'Bienvenue, {{name}}',
    accountSection: 'Compte',
    companySection: 'Entreprise',
    account: 'Compte',
    userName: "Nom d'utilisateur",
    userType: "Type d'utilisateur",
    companyName: "Nom de l'entreprise",
    country: 'Pays',
    noCompany: "Ce compte n'est rattaché à aucune entreprise.",
  },
  userType: {
    admin: 'Administrateur',
    producer: 'Producteur',
    importer: 'Importateur',
    dealer: 'Distributeur',
    overseas_producer: 'Producteur étranger',
    cert_body: 'Organisme de certification',
    auditor: 'Auditeur',
    printer: 'Imprimerie',
  },
  errorPage: {
    forbidden: "Vous n'avez pas la permission d'accéder à cette page",
    notFound: "La page que vous avez demandée n'existe pas",
    goHome: "Retour à l'accueil",
    goBack: 'Page précédente',
  },
  errors: {
    network: 'Le serveur est injoignable, vérifiez votre connexion et réessayez',
    unexpected: 'Une erreur est survenue, veuillez réessayer plus tard',
  },
};
