import { describe, expect, it } from 'vitest';
import {
  apiAccess,
  apiAccessOf,
  apiCaseOf,
  apiRefusal,
  callRefusal,
  isPublicCall,
  mayCall,
} from './apiAccess';
import { consoleMessages, messages, reportRefusals } from './messages';
import type { RoleSource } from './roles';
import { errorMessages } from './serverMessages';

const visitor: RoleSource = null;
const member: RoleSource = { isManager: false, isAdminReports: false };
const manager: RoleSource = { isManager: true, isAdminReports: false };
const admin: RoleSource = { isManager: false, isAdminReports: true };

describe('the API access table', () => {
  it('opens only sign-in, registration, password reset, contact, content and adverts to visitors', () => {
    const open = Object.keys(apiAccess).filter((path) => mayCall(path, visitor));
    expect(open.sort()).toEqual(
      [
        '/api/member/cell2factorverify',
        '/api/member/login',
        '/api/member/passwordcell2factorverify',
        '/api/member/passwordsendcell2factorsms',
        '/api/member/pinbysms',
        '/api/member/pinstatus',
        '/api/member/sendcell2factorsms',
        '/api/site/advertdata',
        '/api/site/contactussend',
        '/api/site/getcontentdb',
      ].sort(),
    );
    expect(isPublicCall('/api/member/login')).toBe(true);
    expect(isPublicCall('/api/member/logout')).toBe(false);
  });

  it('keeps Recognise and Adhoc for managers, Send To All for admins, reports for either', () => {
    const doReward = '/api/reward/doreward';
    expect(mayCall(doReward, member, 'thankyou')).toBe(true);
    expect(mayCall(doReward, member, 'payitforward')).toBe(true);
    expect(mayCall(doReward, member, 'reward')).toBe(false);
    expect(mayCall(doReward, admin, 'adhoc')).toBe(false);
    expect(mayCall(doReward, manager, 'adhoc')).toBe(true);
    expect(apiAccess[doReward].cases.reward.refusal).toBe(messages.managerOnly);
    expect(mayCall('/api/reward/sendtoall', manager)).toBe(false);
    expect(mayCall('/api/reward/sendtoall', admin)).toBe(true);
    const report = '/api/report/reportmanagement';
    expect(mayCall(report, member, 'current')).toBe(false);
    expect(mayCall(report, manager, 'current')).toBe(true);
    expect(mayCall(report, manager, 'allDivisions')).toBe(false);
    expect(mayCall(report, admin, 'allDivisions')).toBe(true);
    expect(apiRefusal(report, member, 'allDivisions')).toBe(reportRefusals.managersOnly);
    expect(apiRefusal(report, manager, 'allDivisions')).toBe(reportRefusals.allDivisionsAdminOnly);
    expect(apiRefusal(doReward, admin, 'reward')).toBe(messages.managerOnly);
  });

  it("tells a member who may not make a call the rule's words, and nothing to one who may", () => {
    const doReward = '/api/reward/doreward';
    const flags = (m: RoleSource) => m ?? { isManager: false, isAdminReports: false };
    expect(callRefusal(doReward, flags(member), 'reward')).toBe(messages.managerOnly);
    expect(callRefusal(doReward, flags(admin), 'adhoc')).toBe(messages.managerOnly);
    expect(callRefusal(doReward, flags(manager), 'reward')).toBeUndefined();
    expect(callRefusal(doReward, flags(member), 'thankyou')).toBeUndefined();
    expect(callRefusal('/api/report/reportmanagement', flags(manager), 'allDivisions')).toBe(
      reportRefusals.allDivisionsAdminOnly,
    );
    // A path the table does not know is refused in general words.
    expect(callRefusal('/api/nowhere', flags(admin))).toBe(errorMessages.notAllowed);
  });

  it.each([
    '/api/admin/membersearch',
    '/api/admin/member',
    '/api/admin/adjustbalance',
    '/api/admin/setflags',
    '/api/admin/setactive',
    '/api/admin/audit',
    '/api/admin/memberstatement',
    '/api/admin/nominations',
    '/api/admin/reviewnomination',
    '/api/admin/content',
    '/api/admin/savecontent',
  ])('keeps the operator console call %s for admins, refusing everyone else alike', (path) => {
    expect(mayCall(path, admin)).toBe(true);
    for (const who of [visitor, member, manager]) expect(mayCall(path, who)).toBe(false);
    expect(apiRefusal(path, member)).toBe(consoleMessages.adminOnly);
    expect(apiRefusal(path, manager)).toBe(consoleMessages.adminOnly);
  });

  it('reads the case from the body', () => {
    expect(apiCaseOf('/api/reward/doreward', { what: 'adhoc' })).toBe('adhoc');
    expect(apiCaseOf('/api/reward/doreward', null)).toBeUndefined();
    expect(apiCaseOf('/api/report/reportmanagement', { isAll: true })).toBe('allDivisions');
    expect(apiCaseOf('/api/report/reportmanagement', {})).toBe('current');
    expect(apiCaseOf('/api/shop/orders', {})).toBeUndefined();
  });

  it('knows nothing of a path it does not list, and lets nobody call one', () => {
    expect(apiAccessOf('/api/member/admin')).toBeUndefined();
    expect(apiAccessOf('toString')).toBeUndefined();
    expect(mayCall('/api/member/admin', admin)).toBe(false);
  });
});
