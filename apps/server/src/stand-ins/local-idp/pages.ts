import { LOCAL_IDP_PATH } from './local-clients';
import { escapeHtml } from '../../lib/http/escape-html';

/**
 * The local identity provider's pages: plain server-rendered HTML with labelled fields, one <h1>,
 * landmarks and a stylesheet of its own — no script at all, so the strict CSP holds and the pages
 * work by keyboard and screen reader as they are.
 */
export const LOCAL_IDP_CSS_PATH = `${LOCAL_IDP_PATH}/assets/local-idp.css`;

/** A CSP for these pages: nothing but our stylesheet, and forms may lead only here and back to the site. */
export function idpContentSecurityPolicy(formTargets: readonly string[] = []): string {
  const origins = [...new Set(formTargets.flatMap((target) => URL.parse(target)?.origin ?? []))];
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self'${origins.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${LOCAL_IDP_CSS_PATH}">
</head>
<body>
<header><p class="badge">Local identity provider · development and tests only</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  uid: string;
  partnerName: string;
  email?: string;
  error?: string;
  demoEmails: readonly string[];
}

export function loginPage(input: LoginPageInput): string {
  const action = `${LOCAL_IDP_PATH}/interaction/${encodeURIComponent(input.uid)}`;
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const error = input.error ? `<p id="login-error" class="error" role="alert">${escapeHtml(input.error)}</p>\n` : '';
  const users = input.demoEmails.map((e) => `<li><code>${escapeHtml(e)}</code></li>`).join('');
  return layout(
    `Sign in to ${input.partnerName}`,
    `<h1>Sign in with your ${escapeHtml(input.partnerName)} account</h1>
${error}<form method="post" action="${action}/login">
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${invalid}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">Cancel and go back</button>
</form>
<section aria-labelledby="demo-users">
<h2 id="demo-users">Demo users</h2>
<p>Each signs in with the demo password <code>dine-around-2026</code>.</p>
<ul>${users}</ul>
</section>`,
  );
}

export interface ConsentPageInput {
  uid: string;
  partnerName: string;
  programName: string;
  userEmail: string;
}

export function consentPage(input: ConsentPageInput): string {
  const action = `${LOCAL_IDP_PATH}/interaction/${encodeURIComponent(input.uid)}`;
  return layout(
    `Share your details with ${input.programName}`,
    `<h1>Share your details with ${escapeHtml(input.programName)}?</h1>
<p>You are signed in to ${escapeHtml(input.partnerName)} as <strong>${escapeHtml(input.userEmail)}</strong>.
${escapeHtml(input.programName)} will receive your name, e-mail address and member number.</p>
<form method="post" action="${action}/confirm">
<button type="submit">Allow</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">Do not allow</button>
</form>`,
  );
}

/** The RP-initiated sign-out question; `form` is oidc-provider's form holding its xsrf value. */
export function logoutPage(form: string, partnerName: string): string {
  return layout(
    'Sign out',
    `<h1>Sign out of ${escapeHtml(partnerName)}?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** Dark text on white and a blue with 7:1 contrast: the pages pass axe's colour checks in any theme. */
export const LOCAL_IDP_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; color: #1b1b1f; background: #ffffff; }
header { padding: 0.5rem 1rem; background: #f2f2f5; border-bottom: 1px solid #c4c4cc; }
.badge { margin: 0; font-size: 0.875rem; }
main { max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; line-height: 1.25; }
h2 { font-size: 1.125rem; margin-top: 2rem; }
.field { margin-bottom: 1rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { width: 100%; min-height: 2.75rem; padding: 0.5rem; font: inherit; color: inherit; border: 1px solid #5f5f6b; border-radius: 4px; }
input[aria-invalid="true"] { border-color: #a1120f; border-width: 2px; }
button { min-height: 2.75rem; min-width: 2.75rem; margin: 0 0.5rem 0.75rem 0; padding: 0.5rem 1.25rem; font: inherit; font-weight: 600; color: #ffffff; background: #0b4fa3; border: 2px solid #0b4fa3; border-radius: 4px; cursor: pointer; }
button.secondary { color: #0b4fa3; background: #ffffff; }
:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 2px; }
.error { padding: 0.75rem; color: #a1120f; background: #fdeceb; border: 1px solid #a1120f; border-radius: 4px; }
code { font-size: 0.9em; }
`;
