// Tables of the identity flows (SMS and e-mail outbox, verification codes,
// password resets, login limits, device verification). Re-exported by schema.ts.
export {};
