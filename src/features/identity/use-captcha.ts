import { useState } from 'react';
import { useCaptchaQuery } from './auth-api';

/**
 * A captcha image and its key while `shown`; `refresh` fetches a new one
 * (the form clears the typed code with it). The field limits clicks to one
 * a second; a failed submit refreshes at once (the server used the code up).
 */
export function useCaptcha(shown: boolean, onNewImage: () => void) {
  const [turn, setTurn] = useState(0);
  const { data } = useCaptchaQuery(turn, { skip: !shown });
  return {
    image: data?.image,
    key: data?.key ?? '',
    refresh: () => {
      setTurn((n) => n + 1);
      onNewImage();
    },
  };
}
