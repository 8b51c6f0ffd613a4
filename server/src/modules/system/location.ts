import { isLoopback, isPrivateNetwork } from '../../lib/client-ip';

export interface Location {
  ip: string;
  countryCode: string;
  country: string;
}

/**
 * Where a request comes from. The reference server has no GeoIP database:
 * the developer's own machine and network count as Vietnam (the brand's
 * market) and every other address as unknown ('ZZ', the ISO user-assigned
 * code for "unknown").
 */
export function locate(ip: string): Location {
  if (isLoopback(ip) || isPrivateNetwork(ip)) return { ip, countryCode: 'VN', country: 'Vietnam' };
  return { ip, countryCode: 'ZZ', country: 'Unknown' };
}
