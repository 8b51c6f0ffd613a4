/*
 * Who may read an upload. Today a member reads their own uploads only; the
 * operator console adds its viewers here (e.g. `{ kind: 'operator',
 * merchantCode, permissions }` reading the withdrawal proofs of its brand),
 * and `viewerOf` in images.ts learns to recognise an operator's session.
 */

export interface UploadOwner {
  memberId: number;
  merchantCode: string;
  purpose: string;
}

export type UploadViewer = { kind: 'member'; memberId: number; merchantCode: string };

export function canRead(upload: UploadOwner, viewer: UploadViewer): boolean {
  switch (viewer.kind) {
    case 'member':
      return viewer.memberId === upload.memberId && viewer.merchantCode === upload.merchantCode;
    default:
      return false;
  }
}
