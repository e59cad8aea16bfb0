import { ZCreateSysUserBody, ZUpdateSysUserBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import {
  CREATE_USER_SCHEMA,
  EMPTY_USER_FORM,
  organisationField,
  organisationName,
  toCreateBody,
  toUserFields,
  UPDATE_USER_SCHEMA,
  userFormValues,
} from './userForm';

const corpId = '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11';
const roleId = '7d1f3c2a-4b5e-4f60-8a71-92b3c4d5e6f7';

describe('the user form', () => {
  it('sends what the create endpoint takes: blanks as null, the company only for company types', () => {
    const values = {
      ...EMPTY_USER_FORM,
      account: 'qa_lead',
      userName: 'Chen Jing',
      corpId,
      roleIds: [roleId],
      password: 'Quality#2026',
      confirmPassword: 'Quality#2026',
    };
    const body = toCreateBody(values);
    expect(body).toMatchObject({ corpId, phone: null, email: null, remark: null, roleIds: [roleId] });
    expect(ZCreateSysUserBody.safeParse(body).success).toBe(true);
    expect(toCreateBody({ ...values, userType: 'admin' }).corpId).toBeNull();
  });

  it('sends the certification body of auditors and drops the organisations of other types', () => {
    const fields = toUserFields({
      ...EMPTY_USER_FORM,
      userName: 'Li',
      userType: 'auditor',
      certBodyId: corpId,
    });
    expect(fields).toMatchObject({ certBodyId: corpId, corpId: null, printingFactoryId: null });
    expect(ZUpdateSysUserBody.safeParse(fields).success).toBe(true);
    expect(UPDATE_USER_SCHEMA.safeParse(fields).success).toBe(true);
    expect(
      toUserFields({ ...EMPTY_USER_FORM, userName: 'Li', userType: 'printer', corpId, certBodyId: corpId }),
    ).toMatchObject({ corpId: null, certBodyId: null, printingFactoryId: null });
  });

  it('names the organisation field of each user type', () => {
    expect(organisationField('importer')).toBe('corpId');
    expect(organisationField('cert_body')).toBe('certBodyId');
    expect(organisationField('auditor')).toBe('certBodyId');
    expect(organisationField('printer')).toBe('printingFactoryId');
    expect(organisationField('admin')).toBeNull();
  });

  it('asks for the certification body or printing factory before sending, but not for the company', () => {
    const values = {
      ...EMPTY_USER_FORM,
      account: 'print_01',
      userName: 'Zhao Min',
      password: 'Quality#2026',
      confirmPassword: 'Quality#2026',
    };
    const printer = CREATE_USER_SCHEMA.safeParse(toCreateBody({ ...values, userType: 'printer' }));
    expect(printer.success).toBe(false);
    expect(printer.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['printingFactoryId', 'user.organisationRequired'],
    ]);
    const auditor = UPDATE_USER_SCHEMA.safeParse(toUserFields({ ...values, userType: 'auditor' }));
    expect(auditor.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['certBodyId']);
    expect(
      CREATE_USER_SCHEMA.safeParse(
        toCreateBody({ ...values, userType: 'printer', printingFactoryId: corpId }),
      ).success,
    ).toBe(true);
    expect(CREATE_USER_SCHEMA.safeParse(toCreateBody({ ...values, userType: 'dealer' })).success).toBe(true);
  });

  it('shows the organisation the user type belongs to', () => {
    const names = { corpName: 'Yan Zhi Wu', certBodyName: 'CQC', printingFactoryName: 'Xiamen Print' };
    expect(organisationName({ ...names, userType: 'producer' })).toBe('Yan Zhi Wu');
    expect(organisationName({ ...names, userType: 'auditor' })).toBe('CQC');
    expect(organisationName({ ...names, userType: 'printer' })).toBe('Xiamen Print');
    expect(organisationName({ ...names, userType: 'admin' })).toBeNull();
  });

  it('starts the edit form from the user', () => {
    const values = userFormValues({
      account: 'qa_lead',
      userName: 'Chen Jing',
      userType: 'producer',
      corpId,
      certBodyId: null,
      printingFactoryId: null,
      deptId: null,
      phone: null,
      email: 'chen@example.com',
      remark: null,
      roles: [{ id: roleId }],
    });
    expect(values).toMatchObject({ phone: '', email: 'chen@example.com', roleIds: [roleId], password: '' });
  });
});
