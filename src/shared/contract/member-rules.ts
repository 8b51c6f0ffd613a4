/*
 * The account types of a member, shared by the server and the site, with no schema:
 * the site's first screen imports this module rather than member.ts, so the
 * contract's validators (zod) stay out of its JavaScript and come with the
 * HTTP client (shared/api/base-api.ts). member.ts re-exports all of it.
 */

/**
 * Account types (`isAgent` of the member info), one rule for the site and the
 * server. The specification lists the agent-type codes as 1, 2, 4, 41, 42 in
 * one place and the centre access as 1, 2, 41, 42 in another: 4 is the
 * free-play guest, so an agent is 1, 2, 41 or 42 (the agent centre opens for
 * them, an invitation code names one of them) and 4 is never an agent.
 */
export const GUEST_TYPE = 4;
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;

/** A free-play guest: refused the member centre, chat, favourites, recent games and real money. */
export const isGuestType = (isAgent: number): boolean => isAgent === GUEST_TYPE;
/** An agent: opens the agent centre. */
export const isAgentType = (isAgent: number): boolean => (AGENT_CENTRE_TYPES as readonly number[]).includes(isAgent);
