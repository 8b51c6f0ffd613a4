/** The rooms of a card-game (PVP) vendor: six tables by stake, each with its roomId for launch v2. */
const stakes = [1000, 5000, 10_000, 50_000, 100_000, 500_000];
const tiers = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'VIP'];

export interface PvpRoom {
  roomId: string;
  name: string;
  minBet: number;
  players: number;
  seats: number;
}

export function pvpRoomsOf(vendor: { code: string; name: string }): PvpRoom[] {
  return stakes.map((minBet, i) => ({
    roomId: `${vendor.code}-R${i + 1}`,
    name: `${vendor.name} ${tiers[i] ?? ''}`.trim(),
    minBet,
    players: (vendor.code.charCodeAt(0) * (i + 3)) % 40,
    seats: 40,
  }));
}
