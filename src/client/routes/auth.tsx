import { useTranslation } from 'react-i18next';
import { Tab, TabGroup, TabList } from '@headlessui/react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { User } from '@shared/schemas/auth';
import { useToast } from '../components/toast';
import { AuthCard } from '../features/auth/auth-card';
import { SignInForm } from '../features/auth/sign-in-form';
import { SignUpForm, type SignUpUserType } from '../features/auth/sign-up-form';
import { APP_NAME } from '../features/layout/logo';
import { pageTitle } from '@client/lib/page-title';
import { landingFor, returnPath } from '../features/session/return-path';

type AuthTab = 'signin' | 'signup';
type AuthSearch = {
  tab?: AuthTab;
  /** Preselects the user type when a visitor came from Join as Influencer or Join as Brand. */
  user_type?: SignUpUserType;
  google_signup?: boolean;
  access_token?: string;
  /** The page a guard sent the visitor here from, to open once they are in (only a safe path is kept). */
  redirect?: string;
};

const TABS: AuthTab[] = ['signin', 'signup'];
const tabId = (key: AuthTab) => `auth-tab-${key}`;

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    tab: search.tab === 'signup' ? 'signup' : 'signin',
    user_type:
      search.user_type === 'brand' || search.user_type === 'influencer' ? search.user_type : undefined,
    google_signup: search.google_signup === true || search.google_signup === 'true' ? true : undefined,
    access_token: typeof search.access_token === 'string' ? search.access_token : undefined,
    redirect: returnPath(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    const user = context.session.user;
    if (user) throw redirect({ href: landingFor(user, search.redirect) });
  },
  head: ({ match }) => pageTitle(match.search.tab === 'signup' ? 'signUp' : 'signIn'),
  component: AuthPage,
});

function AuthPage() {
  const { tab = 'signin', user_type, google_signup, access_token, redirect: back } = Route.useSearch();
  const { t } = useTranslation('public', { keyPrefix: 'auth' });
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (!google_signup || !access_token) return;
    // Google sign-in is announced but not built; the token is not kept in the address bar.
    toast({
      variant: 'info',
      title: t('googleTitle'),
      description: t('googleLater'),
    });
    void navigate({ to: '/auth', search: { tab, user_type, redirect: back }, replace: true });
  }, [google_signup, access_token, tab, user_type, back, toast, navigate, t]);

  // Signing up follows the link as well: the page's own guard sends a new account of another role home.
  const goIn = (user: User) => void navigate({ href: landingFor(user, back), replace: true });

  return (
    <AuthCard title={APP_NAME}>
      <TabGroup
        selectedIndex={TABS.indexOf(tab)}
        onChange={(i) =>
          void navigate({
            to: '/auth',
            search: (prev) => ({ ...prev, tab: TABS[i]! }),
            replace: true,
          })
        }
      >
        <TabList className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          {TABS.map((key) => (
            <Tab
              key={key}
              id={tabId(key)}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-selected:bg-white data-selected:text-slate-900 data-selected:shadow"
            >
              {t(`tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
      </TabGroup>
      {/* Only the chosen form is rendered, and its panel is no Tab stop: Headless UI's focusable panel
              was an empty stop between the tabs and the first field. */}
      <div role="tabpanel" aria-labelledby={tabId(tab)} className="mt-6">
        {tab === 'signin' ? (
          <SignInForm onSignedIn={goIn} />
        ) : (
          <SignUpForm initialUserType={user_type} onSignedUp={goIn} />
        )}
      </div>
    </AuthCard>
  );
}
