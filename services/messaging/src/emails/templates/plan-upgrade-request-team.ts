import { defineTemplate, SIGNATURE } from '../define-template';

/** To the team (CONTACT_TEAM_EMAIL): an applicant asked for premium; arrange payment, then approve. */
export const planUpgradeRequestTeam = defineTemplate({
  required: ['name', 'email'],
  replyTo: 'email',
  content: {
    en: ({ name, email }, { publicUrl }) => ({
      subject: `${name} asks to move to the premium plan`,
      greeting: 'Hello team,',
      paragraphs: [
        `${name} (${email}) asked to move from the basic to the premium plan. Reply to this email to arrange the payment of the difference.`,
        'Once it is paid, approve the upgrade from the agent dashboard (Assignments, "Plan upgrade requests").',
      ],
      action: { label: 'Open the agent dashboard', url: `${publicUrl}/agent/dashboard` },
      signature: SIGNATURE.en,
      footer: 'Sent to the team address (CONTACT_TEAM_EMAIL) for every plan upgrade request.',
    }),
    es: ({ name, email }, { publicUrl }) => ({
      subject: `${name} pide pasar al plan premium`,
      greeting: 'Hola, equipo:',
      paragraphs: [
        `${name} (${email}) ha pedido pasar del plan básico al premium. Responde a este correo para acordar el pago de la diferencia.`,
        'Cuando esté pagado, aprueba el cambio desde el panel de agentes (Asignaciones, «Solicitudes de cambio de plan»).',
      ],
      action: { label: 'Abrir el panel de agentes', url: `${publicUrl}/agent/dashboard` },
      signature: SIGNATURE.es,
      footer:
        'Enviado a la dirección del equipo (CONTACT_TEAM_EMAIL) por cada solicitud de cambio de plan.',
    }),
  },
});
