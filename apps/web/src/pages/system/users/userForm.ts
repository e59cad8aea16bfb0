import { COMPANY_USER_TYPES, type UserType, ZCreateSysUserBody, ZUpdateSysUserBody } from '@trace/contracts';
import type { z } from 'zod';
import { blankToNull } from '../profile/profileForm';

export const isCompanyType = (userType: UserType) =>
  (COMPANY_USER_TYPES as readonly string[]).includes(userType);

/** The organisation a user type belongs to, and the field that names it. */
export type OrganisationField = 'corpId' | 'certBodyId' | 'printingFactoryId';

export function organisationField(userType: UserType): OrganisationField | null {
  if (isCompanyType(userType)) return 'corpId';
  if (userType === 'cert_body' || userType === 'auditor') return 'certBodyId';
  if (userType === 'printer') return 'printingFactoryId';
  return null;
}

/**
 * Certification-body, auditor and printer accounts cannot exist without their organisation (a company
 * account may file its company after signing in), as the server also checks.
 */
function requireOrganisation<
  S extends z.ZodType<{ userType: UserType; certBodyId: string | null; printingFactoryId: string | null }>,
>(schema: S) {
  return schema.superRefine((body, context) => {
    const field = organisationField(body.userType);
    if (field && field !== 'corpId' && !body[field]) {
      context.addIssue({ code: 'custom', path: [field], message: 'user.organisationRequired' });
    }
  });
}

/** What the add and edit forms check before sending. */
export const CREATE_USER_SCHEMA = requireOrganisation(ZCreateSysUserBody);
export const UPDATE_USER_SCHEMA = requireOrganisation(ZUpdateSysUserBody);

export interface UserFormValues extends Record<string, unknown> {
  account: string;
  userName: string;
  userType: UserType;
  corpId: string | null;
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
  // Only the organisation of the chosen type is sent; changing the type drops the others.
  const field = organisationField(values.userType);
  return {
    userName: values.userName,
    userType: values.userType,
    corpId: field === 'corpId' ? values.corpId : null,
    certBodyId: field === 'certBodyId' ? values.certBodyId : null,
    printingFactoryId: field === 'printingFactoryId' ? values.printingFactoryId : null,
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

/** The name of the organisation a user belongs to: company, certification body or printing factory. */
export function organisationName(user: {
  userType: UserType;
  corpName: string | null;
  certBodyName: string | null;
  printingFactoryName: string | null;
}): string | null {
  switch (organisationField(user.userType)) {
    case 'corpId':
      return user.corpName;
    case 'certBodyId':
      return user.certBodyName;
    case 'printingFactoryId':
      return user.printingFactoryName;
    default:
      return null;
  }
}
