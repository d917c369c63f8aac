/** Maximum lengths of the portal's form fields (SPEC §5, §9), keyed by what the field holds. */
export const fieldLimits = {
  loginMemberNumber: 50,
  cellNum: 20,
  postAddr2Registration: 20,
  postAddr2Profile: 30,
  otp: 20,
  firstname: 80,
  surname: 80,
  email: 80,
  password: 80,
  memberSearch: 20,
  nominationReason: 1500,
  awardMessageSms: 150,
  awardMessageEmail: 350,
  /** (ours) The profile's get-to-know answers and Contact Us, where the spec gives no limit. */
  interest1: 80,
  interestOtherDesc: 200,
  otherInfo: 500,
  contactName: 80,
  contactMessage: 2000,
  /** (ours) An operator's reason for a balance adjustment: one line of the member's statement. */
  adjustmentReason: 200,
  /** (ours) The operator console's search by name or cell number. */
  consoleSearch: 40,
  /** A cluster or division code of the insights filter. */
  insightsCode: 40,
  /** (ours) An audit log action to filter by ('member.adjust'). */
  auditAction: 40,
} as const;

/** The shortest password the portal accepts (SPEC §9). */
export const passwordMinLength = 8;

/** (ours) The most points one operator adjustment may add or take away. */
export const adjustmentPointsMax = 1_000_000;

/** (ours) The most members the operator console's search lists. */
export const consoleSearchLimit = 50;

/** (ours) The most members one member list (getmemberlist) answers; its `total` counts the rest. */
export const memberListLimit = 100;

/** (ours) The audit log entries of one page of the console's audit screen. */
export const auditPageSize = 25;
