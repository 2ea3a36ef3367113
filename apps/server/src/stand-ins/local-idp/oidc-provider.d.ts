// oidc-provider ships no types. These cover only what the local identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context oidc-provider hands to configuration functions (only what we touch). */
  export interface ProviderContext {
    host: string;
    status: number;
    type: string;
    body: unknown;
    set(name: string, value: string): void;
    oidc: {
      client?: { clientId: string; clientName?: string };
      params?: Record<string, unknown>;
      session?: { accountId?: string };
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; redirect_uri?: string; scope?: string };
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export type InteractionResult =
    { login: { accountId: string } } | { consent: { grantId: string } } | { error: string; error_description?: string };

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(reason: string, description: string, check: (ctx: ProviderContext) => boolean | Promise<boolean>);
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: { base(): Policy; Check: typeof Check };

  export class Grant {
    constructor(input: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface ClientPrototype {
    clientId: string;
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    Client: { prototype: ClientPrototype };
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
