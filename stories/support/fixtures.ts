import type { ProfileMember } from '@plaudit/ui';

/** A registered member with every profile field filled. */
export const member: ProfileMember = {
  firstname: 'Thandi',
  surname: 'Nkosi',
  email: 'thandi@example.com',
  memberNumber: '27821234567',
  cellNum: '0821234567',
  postAddr2: 'HR-20391',
  picId: 'p-1001',
  awardsPointsAvailable: 12500,
  awardsPointsAvailable1: 300,
  awardsPointsAvailableMng: 5000,
  isManager: true,
  isAdminReports: false,
  clusterCode: 'ZA',
  divisionCode: 'D-014',
  siteTemplate: 'petfood',
  dOBdd: '14',
  dOBmm: '3',
  interest1: 'Dogs',
  interestOtherDesc: 'Agility training',
  otherInfo: 'Weekend shifts',
};

/** A grey placeholder picture that needs no network. */
export const pictureUrl =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' fill='%23999'/%3E%3C/svg%3E";
