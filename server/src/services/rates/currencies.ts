// The crypto converter's currencies (spec section 3): CoinGecko ids for coins, ISO codes for fiat.

export const CRYPTOCURRENCIES = [
  { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' },
  { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
  { id: 'tether', name: 'Tether', symbol: 'USDT' },
  { id: 'binancecoin', name: 'Binance Coin', symbol: 'BNB' },
  { id: 'ripple', name: 'XRP', symbol: 'XRP' },
  { id: 'cardano', name: 'Cardano', symbol: 'ADA' },
  { id: 'solana', name: 'Solana', symbol: 'SOL' },
  { id: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE' },
  { id: 'polkadot', name: 'Polkadot', symbol: 'DOT' },
  { id: 'avalanche-2', name: 'Avalanche', symbol: 'AVAX' },
] as const;

export const FIAT_CURRENCIES = [
  { id: 'usd', name: 'US Dollar' },
  { id: 'eur', name: 'Euro' },
  { id: 'jpy', name: 'Japanese Yen' },
  { id: 'gbp', name: 'British Pound' },
  { id: 'aud', name: 'Australian Dollar' },
  { id: 'cad', name: 'Canadian Dollar' },
  { id: 'chf', name: 'Swiss Franc' },
  { id: 'cny', name: 'Chinese Yuan' },
  { id: 'inr', name: 'Indian Rupee' },
  { id: 'sgd', name: 'Singapore Dollar' },
] as const;

const cryptoIds = new Set<string>(CRYPTOCURRENCIES.map((c) => c.id));
const fiatIds = new Set<string>(FIAT_CURRENCIES.map((c) => c.id));

export const isCrypto = (id: string) => cryptoIds.has(id);
export const isFiat = (id: string) => fiatIds.has(id);
