import type { CryptoNetwork } from '../api/deposit';

/**
 * How an order names its network to the player: by the token standard their wallet's send screen
 * shows (TRC20, ERC20) or the coin itself (BTC), as the site always has. The contract names the
 * chain (TRON, ETHEREUM, BITCOIN), one vocabulary for deposits and withdrawals.
 */
const LABELS: Readonly<Record<CryptoNetwork, string>> = { TRON: 'TRC20', ETHEREUM: 'ERC20', BITCOIN: 'BTC' };

export const networkLabel = (network: CryptoNetwork): string => LABELS[network];
