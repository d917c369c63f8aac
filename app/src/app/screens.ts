import { access, awardTitles, type Feature } from '@plaudit/domain';
import { consoleCommentsHeading } from '@plaudit/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import HelloScreen from '../features/auth/HelloScreen';
import { appTitles } from '../shared/appTitles';
import type { ScreenModule } from './lazy';

/** The route names of SPEC §2 this portal has so far. */
export type RouteName =
  | 'Hello'
  | 'register'
  | 'forgotpassword'
  | 'logout'
  | 'contactus'
  | 'welcometrfauth'
  | 'Home'
  | 'MyProfile'
  | 'MyProfileUpdate'
  | 'reward'
  | 'rewardMember'
  | 'recognise'
  | 'recogniseMember'
  | 'adhocrecognition'
  | 'adhoc'
  | 'rewardpayitforward'
  | 'nominate'
  | 'sendtoall'
  | 'recentrecognition'
  | 'gettoknow'
  | 'gettoknowMember'
  | 'rewards'
  | 'rewardsCategory'
  | 'redeem'
  | 'basket'
  | 'orders'
  | 'statement'
  | 'payitforwardstatement'
  | 'managementstatement'
  | 'reportmanagement'
  | 'reportrecommendations'
  | 'adminInsights'
  | 'adminConsole'
  | 'adminMembers'
  | 'adminMember'
  | 'adminMemberStatement'
  | 'adminAudit'
  | 'adminOther'
  | 'adminBudgets'
  | 'adminOrders'
  | 'adminPromos'
  | 'adminImports'
  | 'adminNominations'
  | 'adminContent'
  | 'adminComments'
  | 'content';

/** What the shell and the guards read from a matched route. */
export interface ScreenHandle {
  readonly name: RouteName;
  /** The access-table entry: it says whether a visitor may come here. */
  readonly feature: Feature;
  /** Hello hides the header and footer. */
  readonly hideChrome?: boolean;
  /** Update, logout and login-success screens do not force a member with an empty email to the update. */
  readonly exemptFromEmailCheck?: boolean;
  /**
   * The screen's heading, in the language shown (read when shown): the tab's title begins with it, and the
   * shell shows it above 'Only a manager may access this module.'
   */
  readonly title?: () => string;
}

export type ScreenLoader = () => Promise<ScreenModule>;

export type ScreenRoute = ScreenHandle &
  (
    | { readonly load: ScreenLoader }
    | {
        /**
         * A screen in the portal's first chunk: it renders with the portal's first render, with no code
         * to wait for (Hello, the first screen of every visitor). It loads the api itself when it needs it.
         */
        readonly component: ComponentType;
      }
    | {
        /** An address that only leads on to another screen's (the header's /adhoc). */
        readonly redirectTo: string;
      }
  );

// One loader per screen module: the routes sharing a screen share its code and its first load.
const loadShoutOut = () => import('../features/awards/ShoutOutScreen');
const loadRecognise = () => import('../features/awards/RecogniseScreen');
const loadGetToKnow = () => import('../features/recognition/GetToKnowScreen');
const loadShop = () => import('../features/shop/ShopScreen');

/** Every screen, in match order; paths come from the access table shared with the server. */
export const screens: readonly ScreenRoute[] = [
  {
    name: 'Hello',
    feature: 'login',
    title: () => appTitles.logIn,
    hideChrome: true,
    component: HelloScreen,
  },
  {
    name: 'register',
    feature: 'register',
    title: () => appTitles.register,
    load: () => import('../features/registration/RegisterScreen'),
  },
  {
    name: 'forgotpassword',
    feature: 'forgotPassword',
    title: () => appTitles.forgotPassword,
    load: () => import('../features/forgot-password/ForgotPasswordScreen'),
  },
  {
    name: 'logout',
    feature: 'logout',
    title: () => appTitles.logOut,
    exemptFromEmailCheck: true,
    load: () => import('../features/auth/LogoutScreen'),
  },
  {
    name: 'contactus',
    feature: 'contactUs',
    title: () => appTitles.contactUs,
    load: () => import('../features/contact/ContactUsScreen'),
  },
  {
    name: 'welcometrfauth',
    feature: 'welcomeTrfAuth',
    title: () => appTitles.welcome,
    exemptFromEmailCheck: true,
    load: () => import('../features/auth/WelcomeTrfAuthScreen'),
  },
  {
    name: 'Home',
    feature: 'home',
    title: () => appTitles.home,
    load: () => import('../features/home/HomeScreen'),
  },
  {
    name: 'MyProfile',
    feature: 'profile',
    title: () => appTitles.myProfile,
    load: () => import('../features/profile/ProfileScreen'),
  },
  {
    name: 'MyProfileUpdate',
    feature: 'profileUpdate',
    title: () => appTitles.myProfile,
    load: () => import('../features/profile/ProfileScreen'),
  },
  { name: 'reward', feature: 'reward', title: () => awardTitles.thankyou, load: loadShoutOut },
  {
    name: 'rewardMember',
    feature: 'rewardMember',
    title: () => awardTitles.thankyou,
    load: loadShoutOut,
  },
  { name: 'recognise', feature: 'recognise', title: () => awardTitles.reward, load: loadRecognise },
  {
    name: 'recogniseMember',
    feature: 'recogniseMember',
    title: () => awardTitles.reward,
    load: loadRecognise,
  },
  {
    name: 'adhocrecognition',
    feature: 'adhoc',
    title: () => awardTitles.adhoc,
    load: () => import('../features/awards/AdhocScreen'),
  },
  {
    name: 'adhoc',
    feature: 'adhocLink',
    title: () => awardTitles.adhoc,
    redirectTo: access.adhoc.path,
  },
  {
    name: 'rewardpayitforward',
    feature: 'payItForward',
    title: () => awardTitles.payitforward,
    load: () => import('../features/awards/PayItForwardScreen'),
  },
  {
    name: 'nominate',
    feature: 'nominate',
    title: () => appTitles.nominate,
    load: () => import('../features/recognition/NominateScreen'),
  },
  {
    name: 'sendtoall',
    feature: 'sendToAll',
    title: () => appTitles.sendToAll,
    load: () => import('../features/recognition/SendToAllScreen'),
  },
  {
    name: 'recentrecognition',
    feature: 'recentRecognition',
    title: () => appTitles.recentRecognition,
    load: () => import('../features/recognition/RecentRecognitionScreen'),
  },
  {
    name: 'gettoknow',
    feature: 'getToKnow',
    title: () => appTitles.getToKnow,
    load: loadGetToKnow,
  },
  {
    name: 'gettoknowMember',
    feature: 'getToKnowMember',
    title: () => appTitles.getToKnow,
    load: loadGetToKnow,
  },
  { name: 'rewards', feature: 'shop', title: () => appTitles.rewards, load: loadShop },
  {
    name: 'rewardsCategory',
    feature: 'shopCategory',
    title: () => appTitles.rewards,
    load: loadShop,
  },
  { name: 'redeem', feature: 'redeem', title: () => appTitles.rewards, load: loadShop },
  {
    name: 'basket',
    feature: 'basket',
    title: () => appTitles.myBasket,
    load: () => import('../features/shop/BasketScreen'),
  },
  {
    name: 'orders',
    feature: 'orders',
    title: () => appTitles.myOrders,
    load: () => import('../features/shop/OrdersScreen'),
  },
  {
    name: 'statement',
    feature: 'statement',
    title: () => appTitles.pointsStatement,
    load: () => import('../features/reports/PointsStatementScreen'),
  },
  {
    name: 'payitforwardstatement',
    feature: 'payItForwardStatement',
    title: () => appTitles.payItForwardStatement,
    load: () => import('../features/reports/PayItForwardStatementScreen'),
  },
  {
    name: 'managementstatement',
    feature: 'managementStatement',
    title: () => appTitles.managementStatement,
    load: () => import('../features/reports/ManagementStatementScreen'),
  },
  {
    name: 'reportmanagement',
    feature: 'reportManagement',
    title: () => appTitles.managementReport,
    load: () => import('../features/reports/ManagementReportScreen'),
  },
  {
    name: 'reportrecommendations',
    feature: 'reportRecommendations',
    title: () => appTitles.recommendationsReport,
    load: () => import('../features/reports/RecommendationsReportScreen'),
  },
  // Programme insights, a chunk only administrators load.
  {
    name: 'adminInsights',
    feature: 'adminInsights',
    title: () => appTitles.insights,
    load: () => import('../features/console/InsightsScreen'),
  },
  // The operator console. Its screens' code is its own chunks, loaded only for an administrator
  // (the shell shows another role 'This page is for administrators.' without loading it). Insights
  // (/admin/insights) comes as its own screen here, above adminOther, which until then answers for it.
  {
    name: 'adminConsole',
    feature: 'adminConsole',
    title: () => appTitles.console,
    redirectTo: access.adminMembers.path,
  },
  {
    name: 'adminMembers',
    feature: 'adminMembers',
    title: () => appTitles.members,
    load: () => import('../features/console/MemberSearchScreen'),
  },
  {
    name: 'adminMember',
    feature: 'adminMember',
    title: () => appTitles.members,
    load: () => import('../features/console/MemberScreen'),
  },
  {
    name: 'adminMemberStatement',
    feature: 'adminMemberStatement',
    title: () => appTitles.members,
    load: () => import('../features/console/MemberStatementScreen'),
  },
  {
    name: 'adminAudit',
    feature: 'adminAudit',
    title: () => appTitles.auditLog,
    load: () => import('../features/console/AuditScreen'),
  },
  {
    name: 'adminOther',
    feature: 'adminOther',
    title: () => appTitles.console,
    load: () => import('../features/console/ConsoleNotFoundScreen'),
  },
  {
    name: 'adminBudgets',
    feature: 'adminBudgets',
    title: () => appTitles.budgets,
    load: () => import('../features/console/BudgetsScreen'),
  },
  {
    name: 'adminOrders',
    feature: 'adminOrders',
    title: () => appTitles.orders,
    load: () => import('../features/console/OrdersScreen'),
  },
  {
    name: 'adminPromos',
    feature: 'adminPromos',
    title: () => appTitles.promoCodes,
    load: () => import('../features/console/PromosScreen'),
  },
  {
    name: 'adminImports',
    feature: 'adminImports',
    title: () => appTitles.imports,
    load: () => import('../features/console/ImportsScreen'),
  },
  {
    name: 'adminNominations',
    feature: 'adminNominations',
    title: () => appTitles.nominations,
    load: () => import('../features/console/NominationsScreen'),
  },
  {
    name: 'adminContent',
    feature: 'adminContent',
    title: () => appTitles.content,
    load: () => import('../features/console/ContentEditorScreen'),
  },
  {
    name: 'adminComments',
    feature: 'adminComments',
    title: () => consoleCommentsHeading.heading,
    load: () => import('../features/console/CommentsScreen'),
  },
  {
    name: 'content',
    feature: 'content',
    load: () => import('../features/content/ContentScreen'),
  },
];

/** The path of the profile update screen, where a member without an email is sent. */
export const profileUpdatePath = '/myprofile/update';

/** A screen route: its name and access entry ride along as `handle` for the shell's guards. */
export type ScreenRouteObject = RouteObject & { readonly handle: ScreenHandle };

/** The screens' paths alone, for the shell to find which screen an address shows. */
export const screenPaths: ScreenRouteObject[] = screens.map((screen) => ({
  id: screen.name,
  path: access[screen.feature].path,
  handle: screen,
}));
