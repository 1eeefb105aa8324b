// /{country}/agent/sign-in: an agent or admin signs in (or, with a one-time link's ?invite=, chooses a password),
// then goes on to the page that sent them here (?next=) or the agent trip builder.
import './agent.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { passwordProblem } from '../../domain/office';
import { agentTripBuilderPath, startPathOf } from '../../domain/protocol';
import { isEmail } from '../../domain/schema';
import { INVALID_EMAIL, REQUIRED } from '../../domain/texts';
import { useDocumentMeta } from '../content';
import { useOfficeCountry } from '../country';
import { problemText } from '../http/ApiError';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { TextInput } from '../ui/TextInput';
import { acceptInvite, login } from './agentApi';
import { agentNotice, meKey } from './agentSession';
import { safeNext } from './safeNext';
import { AGENT_TEXT } from './agentMessages';
import { BusyButton } from '../ui/BusyButton';

export default function AgentSignInPage() {
  const { urlTitle } = useOfficeCountry();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const notice = useSnapshot(agentNotice);
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const invite = params.get('invite');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentMeta({ title: AGENT_TEXT.signInTitle, description: AGENT_TEXT.signInIntro });

  const emailError = invite ? undefined : email.trim() === '' ? REQUIRED : isEmail(email) ? undefined : INVALID_EMAIL;
  const passwordError = password === '' ? REQUIRED : invite ? passwordProblem(password) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTouched(true);
    if (emailError || passwordError) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setBusy(true);
    setProblem(null);
    try {
      const user = invite ? await acceptInvite(invite, password) : await login(email.trim(), password);
      if (user) queryClient.setQueryData(meKey, user);
      agentNotice.text = null;
      navigate(
        safeNext(params.get('next')) ?? (user ? startPathOf(urlTitle, user.role) : agentTripBuilderPath(urlTitle)),
        { replace: true },
      );
    } catch (error) {
      setProblem(problemText(error, AGENT_TEXT.offlineSignIn));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="agent-page container">
      <form
        className="agent-card agent-sign-in"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="agent-sign-in-title"
      >
        <h1 id="agent-sign-in-title">{invite ? AGENT_TEXT.choosePasswordTitle : AGENT_TEXT.signInTitle}</h1>
        <p className="agent-muted">{invite ? AGENT_TEXT.choosePasswordIntro : AGENT_TEXT.signInIntro}</p>
        {notice.text && !problem && (
          <p className="agent-notice" role="status">
            {notice.text}
          </p>
        )}
        {problem && (
          <p className="agent-notice agent-notice--error" role="alert">
            {problem}
          </p>
        )}
        {!invite && (
          <TextInput
            label={AGENT_TEXT.email}
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            error={emailError}
            touched={touched}
            required
          />
        )}
        <TextInput
          label={invite ? AGENT_TEXT.newPassword : AGENT_TEXT.password}
          type="password"
          autoComplete={invite ? 'new-password' : 'current-password'}
          value={password}
          onChange={setPassword}
          error={passwordError}
          touched={touched}
          required
        />
        <BusyButton type="submit" className="button button--primary" busy={busy}>
          {busy ? AGENT_TEXT.signingIn : invite ? AGENT_TEXT.savePassword : AGENT_TEXT.signIn}
        </BusyButton>
      </form>
    </div>
  );
}
