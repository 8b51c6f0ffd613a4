import { fiveKind } from './five/rules';
import { kenoKind } from './keno/rules';
import { mega645Kind } from './mega645/rules';
import { power655Kind } from './power655/rules';
import type { LotteryKindRules } from './kind';
import { vnKind } from './vn/rules';

/**
 * The kinds of lottery, each in its own folder: the one list the shared
 * parts (the contract's schemas, the slip's pricing, the server's bets,
 * draws and settlement, the fairness check) read. A new kind is a folder
 * and a line here.
 */
export const LOTTERY_KINDS = [vnKind, fiveKind, kenoKind, mega645Kind, power655Kind] as const;

type Kinds = (typeof LOTTERY_KINDS)[number];
export type LotteryKind = Kinds['kind'];
export type PlayTypeCode = Kinds['playTypes'][number];
/** A drawn result, of one of the kinds. */
export type LotteryResult = ReturnType<Kinds['derive']>;
/** The result schemas in the registry's order (the contract's discriminated union). */
type SchemasOf<T extends readonly unknown[]> = { -readonly [I in keyof T]: T[I] extends { resultSchema: infer S } ? S : never };
export type ResultSchemas = SchemasOf<typeof LOTTERY_KINDS>;

export const lotteryKinds = LOTTERY_KINDS.map((k) => k.kind) as unknown as readonly [LotteryKind, ...LotteryKind[]];
export const playTypeCodes = LOTTERY_KINDS.flatMap((k) => k.playTypes) as unknown as readonly [PlayTypeCode, ...PlayTypeCode[]];
export const resultSchemas = LOTTERY_KINDS.map((k) => k.resultSchema) as unknown as ResultSchemas;

/** A kind as the shared parts use it: no kind's own types. */
export type AnyKind = LotteryKindRules<string, string, { kind: string }>;
const byKind = new Map<string, AnyKind>(LOTTERY_KINDS.map((k) => [k.kind, k as unknown as AnyKind]));
export const kindOf = (kind: string): AnyKind | undefined => byKind.get(kind);
const byPlayType = new Map<string, AnyKind>(LOTTERY_KINDS.flatMap((k) => k.playTypes.map((p) => [p, k as unknown as AnyKind] as const)));
/** The kind a play type belongs to. */
export const kindOfPlayType = (playType: string): AnyKind | undefined => byPlayType.get(playType);
