/*
 * Who may read an upload: a member their own uploads; an operator the
 * withdrawal proofs, promotion applications', chat and support tickets' images of their brand
 * (every brand's for an operator of none), which their reviews show.
 */

export interface UploadOwner {
  memberId: number;
  merchantCode: string;
  purpose: string;
}

export type UploadViewer =
  | { kind: 'member'; memberId: number; merchantCode: string }
  | { kind: 'operator'; merchantCode: string | null };

export function canRead(upload: UploadOwner, viewer: UploadViewer): boolean {
  switch (viewer.kind) {
    case 'member':
      return viewer.memberId === upload.memberId && viewer.merchantCode === upload.merchantCode;
    case 'operator':
      return (upload.purpose === 'withdrawalProof' || upload.purpose === 'promotionApplication' || upload.purpose === 'chat' || upload.purpose === 'supportTicket') && (viewer.merchantCode === null || viewer.merchantCode === upload.merchantCode);
    default:
      return false;
  }
}
