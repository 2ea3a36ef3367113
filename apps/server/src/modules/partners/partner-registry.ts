import type { Partner } from '@forkpoint/shared';

/** Looks partners up by code and by host; built once at start-up from the partner files. */
export class PartnerRegistry {
  private readonly byCode = new Map<string, Partner>();
  private readonly byDomain = new Map<string, Partner>();

  /**
   * `localHosts`: `<code>.localhost` names a partner too (development and tests). Off in production,
   * where only the partners' configured domains do: a Host header is the client's to write.
   */
  constructor(
    partners: readonly Partner[],
    private readonly options: { localHosts: boolean } = { localHosts: true },
  ) {
    for (const partner of partners) {
      this.byCode.set(partner.code, partner);
      for (const domain of partner.domains) this.byDomain.set(domain.toLowerCase(), partner);
    }
  }

  list(): Partner[] {
    return [...this.byCode.values()];
  }

  get(code: string): Partner | undefined {
    return this.byCode.get(code.toLowerCase());
  }

  /** A configured domain, or `<code>.localhost` (any port) where local hosts are on. */
  fromHost(host: string | undefined): Partner | undefined {
    if (!host) return undefined;
    const name = host.toLowerCase().replace(/:\d+$/, '');
    const configured = this.byDomain.get(name);
    if (configured || !this.options.localHosts) return configured;
    const local = /^([a-z0-9]+)\.localhost$/.exec(name);
    return local?.[1] ? this.byCode.get(local[1]) : undefined;
  }
}
