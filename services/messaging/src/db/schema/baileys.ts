/** The Baileys provider's session keys live in this service's schema too (its own folder owns the table). */
export { baileysAuthState } from '../../channels/baileys/baileys.tables';
