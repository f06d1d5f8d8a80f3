import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { HomeRedirect } from './home-redirect';
import { PlaceholderPage, PublicPlaceholderPage, type PlaceholderProps } from './placeholder-page';
import { ProtectedRoute } from './protected-route';
import { usePageTitle } from './page-title';

const AuthPage = lazy(() => import('@/features/auth/components/auth-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));
const ProfilePage = lazy(() => import('@/features/account/profile-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const KnowledgeBasePage = lazy(() => import('@/features/knowledge-base/knowledge-base-page'));
const KbCategoryPage = lazy(() => import('@/features/knowledge-base/category-page'));
const KbTopicPage = lazy(() => import('@/features/knowledge-base/topic-page'));
const StateRulesPage = lazy(() => import('@/features/state-rules/state-rules-page'));
const StateRulePage = lazy(() => import('@/features/state-rules/state-rule-page'));
const FindHelpPage = lazy(() => import('@/features/state-rules/find-help-page'));
const ChatPage = lazy(() => import('@/features/chat/chat-page'));
const HistoryPage = lazy(() => import('@/features/history/history-page'));
const DocumentsPage = lazy(() => import('@/features/documents/documents-page'));
const UploadPage = lazy(() => import('@/features/documents/upload-page'));
const DocumentPage = lazy(() => import('@/features/documents/document-page'));
const EditPage = lazy(() => import('@/features/editing/edit-page'));
const GeneratePage = lazy(() => import('@/features/drafting/generate-page'));
const DemoPage = lazy(() => import('@/features/documents/demo-page'));
const MattersPage = lazy(() => import('@/features/matters/matters-page'));
const NewMatterPage = lazy(() => import('@/features/matters/new-matter-page'));
const MatterPage = lazy(() => import('@/features/matters/matter-page'));
const EditMatterPage = lazy(() => import('@/features/matters/edit-matter-page'));
const TeamsPage = lazy(() => import('@/features/teams/teams-page'));
const TeamPage = lazy(() => import('@/features/teams/team-page'));
const InvitationPage = lazy(() => import('@/features/teams/invitation-page'));
const SharePage = lazy(() => import('@/features/sharing/share-page'));
const SharedPage = lazy(() => import('@/features/sharing/shared-page'));
const DocumentInvitationPage = lazy(() => import('@/features/sharing/document-invitation-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));

/** Screens whose features come in later issues: a titled placeholder each (spec §2 route table). */
const LATER: [paths: string[], PlaceholderProps][] = [
  [['/voice'], { title: 'Voice', description: 'Talk to Counsel and hear the answers read aloud.' }],
  [['/support'], { title: 'Support', description: 'Get help with Counsel.' }],
  [['/subscribe'], { title: 'Upgrade to Premium', description: 'Unlimited conversations and uploads, advanced analysis, voice and team collaboration.' }],
  [['/subscription'], { title: 'Subscription', description: 'Your plan and how to change it.' }],
  [['/billing'], { title: 'Billing', description: 'Your invoices and payment method.' }],
];

const PUBLIC_LATER: [paths: string[], PlaceholderProps][] = [
  [['/subscription-success', '/subscription-success/*'], { title: 'Thank you', description: 'Your subscription is being confirmed.' }],
  [['/stripe-callback'], { title: 'Finishing up', description: 'Returning from the payment page.' }],
];

// built once, so a re-render never remounts a screen
const LATER_SCREENS: [string, ComponentType][] = LATER.flatMap(([paths, props]) => {
  const Screen = () => <PlaceholderPage {...props} />;
  return paths.map((path): [string, ComponentType] => [path, Screen]);
});

export function AppRoutes() {
  usePageTitle();
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path="/" component={HomeRedirect} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/demo-context-analysis" component={DemoPage} />
        {/* the link in an invitation email: public, so a visitor can sign in or register and come back */}
        <Route path="/invitations/:token" component={InvitationPage} />
        <Route path="/document-invitations/:token" component={DocumentInvitationPage} />
        {/* a shared document's link: public and outside the app's frame, its visitor usually has no account */}
        <Route path="/s/:token" component={SharedPage} />
        <Route path="/dashboard">
          <ProtectedRoute component={DashboardPage} />
        </Route>
        <Route path="/profile">
          <ProtectedRoute component={ProfilePage} />
        </Route>
        <Route path="/account-settings">
          <ProtectedRoute component={ProfilePage} />
        </Route>
        <Route path="/knowledge-base">
          <ProtectedRoute component={KnowledgeBasePage} />
        </Route>
        <Route path="/knowledge-base/:categoryId">
          <ProtectedRoute component={KbCategoryPage} />
        </Route>
        <Route path="/knowledge-base/:categoryId/:topicId">
          <ProtectedRoute component={KbTopicPage} />
        </Route>
        <Route path="/state-rules">
          <ProtectedRoute component={StateRulesPage} />
        </Route>
        <Route path="/state-rules/:ruleId">
          <ProtectedRoute component={StateRulePage} />
        </Route>
        <Route path="/find-help">
          <ProtectedRoute component={FindHelpPage} />
        </Route>
        <Route path="/chat">
          <ProtectedRoute component={ChatPage} />
        </Route>
        <Route path="/chat/:id">
          <ProtectedRoute component={ChatPage} />
        </Route>
        <Route path="/history">
          <ProtectedRoute component={HistoryPage} />
        </Route>
        <Route path="/documents">
          <ProtectedRoute component={DocumentsPage} />
        </Route>
        <Route path="/documents/new">
          <ProtectedRoute component={UploadPage} />
        </Route>
        <Route path="/documents/generate">
          <ProtectedRoute component={GeneratePage} />
        </Route>
        <Route path="/documents/:id/edit">
          <ProtectedRoute component={EditPage} />
        </Route>
        <Route path="/documents/:id/share">
          <ProtectedRoute component={SharePage} />
        </Route>
        <Route path="/matters">
          <ProtectedRoute component={MattersPage} />
        </Route>
        <Route path="/matters/new">
          <ProtectedRoute component={NewMatterPage} />
        </Route>
        <Route path="/matters/:id/edit">
          <ProtectedRoute component={EditMatterPage} />
        </Route>
        <Route path="/matters/:id">
          <ProtectedRoute component={MatterPage} />
        </Route>
        <Route path="/teams">
          <ProtectedRoute component={TeamsPage} />
        </Route>
        <Route path="/teams/:id">
          <ProtectedRoute component={TeamPage} />
        </Route>
        {LATER_SCREENS.map(([path, Screen]) => (
          <Route key={path} path={path}>
            <ProtectedRoute component={Screen} />
          </Route>
        ))}
        {/* after /documents/new, /documents/generate and the other fixed paths above, which it would otherwise match */}
        <Route path="/documents/:id">
          <ProtectedRoute component={DocumentPage} />
        </Route>
        {PUBLIC_LATER.flatMap(([paths, props]) =>
          paths.map((path) => (
            <Route key={path} path={path}>
              <PublicPlaceholderPage {...props} />
            </Route>
          )),
        )}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
