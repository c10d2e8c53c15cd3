/** Spec 3 §2.4: numbered steps to link WhatsApp on each phone. */
export const QR_INSTRUCTIONS = {
  android: [
    'Abra o WhatsApp no seu celular.',
    'Toque em Mais opções (⋮) e depois em Dispositivos conectados.',
    'Toque em Conectar dispositivo.',
    'Aponte a câmera do celular para o QR Code desta tela.',
  ],
  iphone: [
    'Abra o WhatsApp no seu iPhone.',
    'Toque em Configurações e depois em Dispositivos conectados.',
    'Toque em Conectar dispositivo.',
    'Aponte a câmera do celular para o QR Code desta tela.',
  ],
} as const;

export const INTEGRATION_MESSAGES = {
  connected: 'Integração conectada com sucesso',
  importing: 'Estamos importando seus contatos... pode levar alguns minutos',
  createFailed: { title: 'Erro ao criar integração', description: 'Tente novamente mais tarde' },
  qrFailed: 'Erro ao gerar novo QR Code',
  checkFailed: 'Erro ao verificar conexão',
  notScanned: { title: 'Verificamos que o QR Code não foi escaneado', description: 'Por favor, tente novamente' },
} as const;

/** The import toast follows the success toast once it has been read (only one shows at a time). */
export const IMPORT_NOTICE_DELAY_MS = 2000;
