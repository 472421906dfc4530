import type { Domain, DomainUpdate } from '@vitrina/contracts/platform';
import { NotFoundError } from '../../errors/app-error';
import type { Db } from '../../db/client';
import {
  domainTaken,
  newVerificationCode,
  parseDomain,
  toDomain,
  translateTakenDomain,
} from './domain-claims';
import { anyConfirmed, findDomain, replaceDomain, type DomainClaim } from './domains.repository';

/** The domains of a merchant's sites: claiming them and changing them. */
export function createDomainsService({ db }: { db: Db }) {
  /** Someone (anyone) has proved they own one of them: nobody else may claim it. */
  async function checkNoneConfirmed(names: string[]) {
    if (await anyConfirmed(db, names)) throw domainTaken();
  }

  async function find(shopId: number, id: number) {
    const row = await findDomain(db, shopId, id);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    find,

    /** New claims of the typed domains: 422 for a malformed one, 400 for a repeated or taken one. */
    async prepareClaims(inputs: string[]): Promise<DomainClaim[]> {
      const domains = inputs.map((input) => parseDomain(input).ascii);
      if (new Set(domains).size !== domains.length) throw domainTaken();
      await checkNoneConfirmed(domains);
      return domains.map((domain) => ({ domain, codeConfirmed: newVerificationCode() }));
    },

    /** A changed domain starts over unconfirmed with a new code; the same one keeps its state. */
    async update(shopId: number, id: number, body: DomainUpdate): Promise<Domain> {
      const row = await find(shopId, id);
      const domain = parseDomain(body.link_domain).ascii;
      if (domain === row.domain) return toDomain(row);
      await checkNoneConfirmed([domain]);
      await translateTakenDomain(() =>
        replaceDomain(db, id, { domain, codeConfirmed: newVerificationCode() }),
      );
      return toDomain(await find(shopId, id));
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
