import './theme/brands.scss';

export * from './theme/index.ts';
export * from './Button/index.ts';
export * from './Link/index.ts';
export * from './TextField/index.ts';
export * from './DateField/index.ts';
export * from './PasswordField/index.ts';
export * from './Checkbox/index.ts';
export * from './RadioGroup/index.ts';
export * from './Select/index.ts';
export * from './Modal/index.ts';
export * from './Alert/index.ts';
export * from './MessageDialog/index.ts';
export * from './Loading/index.ts';
export * from './Table/index.ts';
export * from './Money/index.ts';
export * from './DateText/index.ts';
export * from './SafeHtml/index.ts';
export * from './Header/index.ts';
export * from './LanguageMenu/index.ts';
export * from './Footer/index.ts';
export * from './CookieSettings/index.ts';
export * from './ContentModal/index.ts';
export * from './OtpField/index.ts';
export * from './OtpStep/index.ts';
export * from './LoginForm/index.ts';
export * from './ProgrammeIntro/index.ts';
export * from './Registration/index.ts';
export * from './ForgotPassword/index.ts';
export * from './ChangePasswordModal/index.ts';
export * from './Profile/index.ts';
export * from './ContactUs/index.ts';
export * from './ContentPage/index.ts';
export * from './PageNotFound/index.ts';
export * from './Home/index.ts';
export * from './RecipientList/index.ts';
export * from './MemberPicker/index.ts';
export * from './AwardForm/index.ts';
export * from './forms/index.ts';
export * from './Nomination/index.ts';
export * from './SendToAll/index.ts';
export * from './GetToKnow/index.ts';
export * from './Avatar/index.ts';
export * from './CategoryTree/index.ts';
export * from './ProductCard/index.ts';
export * from './BasketLine/index.ts';
export * from './CheckoutSummary/index.ts';
export * from './OrderCard/index.ts';
export * from './AdvertCarousel/index.ts';
export * from './StatementTable/index.ts';
export * from './ManagementReport/index.ts';
export * from './RecommendationsReport/index.ts';
export * from './Insights/index.ts';
export * from './Console/index.ts';

// The domain types that public props use, so a brand app imports them from the package it installed.
export type {
  AwardType,
  CurrencyInfo,
  FormIssues,
  MemberListItem,
  PointsRate,
  SelectedMember,
  SendBy,
} from '@plaudit/domain';
export * from './BudgetsConsole/index.ts';
export * from './OrdersConsole/index.ts';
export * from './PromosConsole/index.ts';
export * from './ImportsConsole/index.ts';
export * from './NominationReview/index.ts';
export * from './ContentEditor/index.ts';
export * from './wall/index.ts';
export * from './ReactionBar/index.ts';
export * from './RecognitionCard/index.ts';
export * from './CommentList/index.ts';
export * from './CommentBox/index.ts';
export * from './AddPointsDialog/index.ts';
export * from './WhoReacted/index.ts';
export * from './RecognitionWall/index.ts';
export * from './Offline/index.ts';
