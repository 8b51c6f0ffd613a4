/*
 * The whitelabel switch rule, shared by the server and the site, with no schema:
 * the site's first screen imports this module rather than system.ts, so the
 * contract's validators (zod) stay out of its JavaScript and come with the
 * HTTP client (shared/api/base-api.ts). system.ts re-exports all of it.
 */

export interface WhitelabelNode {
  modId: string;
  name: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

/**
 * The whitelabel switch rule, the one the site and the server both apply: a
 * module is on when it is in the tree and it and every one of its ancestors
 * are enabled (switching a group off switches off everything under it). A
 * module that is not in the tree is off: a switch the brand never configured
 * offers nothing. Should a modId appear twice, the first one met depth-first
 * counts. The server evaluates the same tree it sends to the site
 * (`whitelabelTree`), so the two cannot disagree.
 */
export function isModuleOn(modules: readonly WhitelabelNode[], modId: string): boolean {
  return findSwitch(modules, modId, true) ?? false;
}

function findSwitch(nodes: readonly WhitelabelNode[], modId: string, ancestorsOn: boolean): boolean | undefined {
  for (const node of nodes) {
    const on = ancestorsOn && node.enabled;
    if (node.modId === modId) return on;
    const below = findSwitch(node.childrenNodes, modId, on);
    if (below !== undefined) return below;
  }
  return undefined;
}
