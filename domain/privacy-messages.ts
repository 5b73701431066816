/** "Meus dados e privacidade" (Perfil; LGPD art. 18): the member's texts. */
export const PRIVACY_TEXT = {
  title: 'Meus dados e privacidade',
  intro:
    'A Lei Geral de Proteção de Dados (LGPD) garante a você confirmar e acessar os seus dados, corrigi-los e levá-los para outro lugar.',
  downloadHeading: 'Baixar meus dados',
  downloadIntro:
    'Um arquivo ZIP com tudo o que guardamos sobre você: perfil, endereços, formação, especialidades, associações, cobranças, pagamentos, documentos emitidos, ingressos, atividades e acessos, além dos arquivos que você enviou.',
  download: 'Baixar meus dados',
  downloading: 'Preparando...',
  downloaded: 'Seus dados foram baixados.',
  correctHeading: 'Corrigir meus dados',
  correctIntro: 'Você pode corrigir seus dados a qualquer momento nas telas do perfil:',
} as const;
