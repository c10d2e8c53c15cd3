/** Spec 1 §8: microphone failures, each with its own toast. */
export const MICROPHONE_MESSAGES = {
  denied: { title: 'Permissão do microfone negada', description: 'Permita o acesso ao microfone nas configurações do navegador.' },
  notFound: { title: 'Nenhum microfone encontrado', description: 'Conecte um microfone e tente novamente.' },
  inUse: { title: 'Microfone em uso por outro aplicativo', description: 'Feche o outro aplicativo e tente novamente.' },
  generic: { title: 'Erro ao acessar o microfone', description: 'Tente novamente em instantes.' },
  interrupted: { title: 'Gravação interrompida', description: 'O acesso ao microfone foi revogado durante a gravação.' },
  unsupported: { title: 'Erro ao acessar o microfone', description: 'Este navegador não permite gravar áudio.' },
} as const;

export type MicrophoneProblem = keyof typeof MICROPHONE_MESSAGES;

/** Maps a getUserMedia / MediaRecorder failure to what the user is told. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'inUse';
    default:
      return 'generic';
  }
}
