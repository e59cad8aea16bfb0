import { COMPANY_USER_TYPES, type UserType } from '@trace/contracts';
import { blankToNull } from '../profile/profileForm';

/** The user types an administrator can create here: those whose organisation can be chosen. */
export const CREATABLE_USER_TYPES = ['admin', ...COMPANY_USER_TYPES] as const satisfies readonly UserType[];

export const isCompanyType = (userType: UserType) =>
  (COMPANY_USER_TYPES as readonly string[]).includes(userType);

export interface UserFormValues extends Record<string, unknown> {
  account: string;
  userName: string;
  userType: UserType;
  corpId: string | null;
  /** Kept as they are: a certification body or printing factory is not chosen on this form. */
  certBodyId: string | null;
  printingFactoryId: string | null;
  deptId: string | null;
  phone: string;
  email: string;
  remark: string;
  roleIds: string[];
  password: string;
  confirmPassword: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  account: '',
  userName: '',
  userType: 'producer',
  corpId: null,
  certBodyId: null,
  printingFactoryId: null,
  deptId: null,
  phone: '',
  email: '',
  remark: '',
  roleIds: [],
  password: '',
  confirmPassword: '',
};

/** The fields both the create and the update body carry (`userFields` of the contract). */
export function toUserFields(values: UserFormValues) {
  const company = isCompanyType(values.userType);
  return {
    userName: values.userName,
    userType: values.userType,
    // Only a company account belongs to a company; changing the type drops it.
    corpId: company ? values.corpId : null,
    certBodyId: values.userType === 'cert_body' || values.userType === 'auditor' ? values.certBodyId : null,
    printingFactoryId: values.userType === 'printer' ? values.printingFactoryId : null,
    deptId: values.deptId,
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    remark: blankToNull(values.remark),
    roleIds: values.roleIds,
  };
}

export function toCreateBody(values: UserFormValues) {
  return {
    account: values.account,
    ...toUserFields(values),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}

/** A user as the edit form starts. */
export function userFormValues(user: {
  account: string;
  userName: string;
  userType: UserType;
  corpId: string | null;
  certBodyId: string | null;
  printingFactoryId: string | null;
  deptId: string | null;
  phone: string | null;
  email: string | null;
  remark: string | null;
  roles: { id: string }[];
}): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    account: user.account,
    userName: user.userName,
    userType: user.userType,
    corpId: user.corpId,
    certBodyId: user.certBodyId,
    printingFactoryId: user.printingFactoryId,
    deptId: user.deptId,
    phone: user.phone ?? '',
    email: user.email ?? '',
    remark: user.remark ?? '',
    roleIds: user.roles.map((role) => role.id),
  };
}
