import type { MessageChannel } from '@plaudit/domain';

/** The Member fields of SPEC §3 that the profile shows and edits. */
export interface ProfileMember {
  firstname: string;
  surname: string;
  email: string;
  /** The mobile number used as login id. */
  memberNumber: string;
  cellNum: string;
  /** The identity-provider ID. */
  postAddr2: string;
  picId: string;
  awardsPointsAvailable: number;
  awardsPointsAvailable1: number;
  awardsPointsAvailableMng: number;
  isManager: boolean;
  isAdminReports: boolean;
  clusterCode: string;
  divisionCode: string;
  siteTemplate: string;
  dOBdd: string;
  dOBmm: string;
  interest1: string;
  interestOtherDesc: string;
  otherInfo: string;
  /** (issue 37) How the member gets the messages that would come by SMS. @default 'sms' */
  messageChannel?: MessageChannel | undefined;
  /** (issue 37) When they chose WhatsApp, while they are on it. */
  whatsappOptInAt?: Date | null | undefined;
}
