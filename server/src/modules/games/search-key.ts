/** The form of a name the search compares: lower case, without accents ("Tiến Lên" → "tien len"). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase().trim();
}
