import { QRCodeSVG } from 'qrcode.react';
import styles from './left-menu.module.css';

/** QR code size and margin of the download screens (spec section 9). */
export const QR_SIZE = 100;
export const QR_MARGIN = 0;

export default function DownloadQr({ codes }: { codes: { label: string; url: string }[] }) {
  return (
    <div className={styles.qrRow}>
      {codes.map((code) => (
        <div key={code.label} className={styles.qr}>
          <div className={styles.qrBox}>
            <QRCodeSVG value={code.url} size={QR_SIZE} marginSize={QR_MARGIN} title={code.label} />
          </div>
          {code.label}
        </div>
      ))}
    </div>
  );
}
