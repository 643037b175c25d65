import { screenTexts } from '@insight/api';
import { observer } from 'mobx-react-lite';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { ContactScreen } from '../screens/ContactScreen';
import { ErrorScreen } from '../screens/ErrorScreen';
import { LibraryScreen } from '../screens/library';
import { LoginScreen } from '../screens/LoginScreen';
import { PlaceholderScreen } from '../screens/PlaceholderScreen';
import { PurchaseMapScreen } from '../screens/PurchaseMapScreen';
import { PurchasePackageScreen } from '../screens/PurchasePackageScreen';
import { RecoverPasswordScreen } from '../screens/RecoverPasswordScreen';
import { RegisterScreen } from '../screens/RegisterScreen';
import { ResetPasswordScreen } from '../screens/ResetPasswordScreen';
import { StoreSsoScreen } from '../screens/StoreSsoScreen';
import { SurveyReturnScreen } from '../screens/SurveyReturnScreen';
import { useStores } from '../stores/StoreContext';
import { ExternalRedirect, NoRouteGuard, RequireAuth } from './guards';
import { paths } from './paths';

/** Headings of the screens that later issues build (SPEC §2). */
const ProfilePlaceholder = observer(function ProfilePlaceholder() {
  const { settings } = useStores();
  return <PlaceholderScreen title={screenTexts.profileHeading(settings.appName)} />;
});

export interface AppRoutesOptions {
  /** The footer's copyright year (stories fix it). */
  year?: number;
}

/** Every route of SPEC §2's table, inside the shared layout. */
export function createRoutes({ year }: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: <AppLayout year={year} />,
      children: [
        { path: paths.root, element: <Navigate to={paths.home} replace /> },
        // Open to everyone.
        { path: paths.error, element: <ErrorScreen /> },
        { path: paths.login, element: <LoginScreen /> },
        { path: paths.recoverPassword, element: <RecoverPasswordScreen /> },
        { path: paths.register, element: <RegisterScreen /> },
        { path: paths.resetPassword, element: <ResetPasswordScreen /> },
        { path: paths.surveyReturn, element: <SurveyReturnScreen /> },
        { path: paths.externalRedirect, element: <ExternalRedirect /> },
        // Signed-in only.
        {
          element: <RequireAuth />,
          children: [
            { path: paths.home, element: <LibraryScreen /> },
            { path: paths.connections, element: <PlaceholderScreen title={screenTexts.connectionsHeading} /> },
            { path: paths.contact, element: <ContactScreen /> },
            { path: paths.profile, element: <ProfilePlaceholder /> },
            { path: paths.purchaseMap, element: <PurchaseMapScreen /> },
            { path: paths.purchasePackage, element: <PurchasePackageScreen /> },
            { path: paths.storeSso, element: <StoreSsoScreen /> },
          ],
        },
        // Anything else.
        { path: '*', element: <NoRouteGuard /> },
      ],
    },
  ];
}

/** The routes as an element, for a <BrowserRouter> or a <MemoryRouter> (tests, stories). */
export function AppRoutes(props: AppRoutesOptions) {
  return useRoutes(createRoutes(props));
}
