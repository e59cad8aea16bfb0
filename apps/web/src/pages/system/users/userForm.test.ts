import { ZCreateSysUserBody, ZUpdateSysUserBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, toCreateBody, toUserFields, userFormValues } from './userForm';

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

  it('keeps the organisation of types chosen elsewhere as it is', () => {
    const fields = toUserFields({
      ...EMPTY_USER_FORM,
      userName: 'Li',
      userType: 'auditor',
      certBodyId: corpId,
    });
    expect(fields).toMatchObject({ certBodyId: corpId, corpId: null, printingFactoryId: null });
    expect(ZUpdateSysUserBody.safeParse(fields).success).toBe(true);
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
