import type { Language } from '@nomada/contracts';

type Plural = { zero: string; one: string; other: string };

/**
 * What the pricing page's eligibility check says (mf-marketing's `eligibility` texts), for the page a
 * visitor gets when the check is sent before the scripts run. `{count}`, `{shortfall}`… are filled in.
 */
export const ELIGIBILITY_TEXTS: Record<
  Language,
  {
    pageTitle: string;
    heading: string;
    intro: string;
    disclaimer: string;
    nationality: { legend: string; yes: string; no: string };
    income: { label: string; help: string };
    period: { legend: string; monthly: string; yearly: string };
    familyMembers: { label: string; help: string };
    inSpain: { legend: string; yes: string; no: string };
    submit: string;
    invalidIncome: string;
    invalidFamily: string;
    errorSummary: string;
    euTitle: string;
    euText: string;
    meetsTitle: string;
    shortTitle: string;
    meetsText: Plural;
    shortText: Plural;
    yourIncome: string;
    required: string;
    breakdown: string;
    monthlyNote: string;
    recommend: { basic: string; premium: string };
    planNames: { basic: string; premium: string };
    choose: string;
    back: string;
  }
> = {
  en: {
    pageTitle: 'Your eligibility · Nomada',
    heading: 'Do you meet the income requirement?',
    intro:
      'Answer four questions to compare your income with the 2026 threshold for the Spanish digital nomad visa.',
    disclaimer:
      'This check is general guidance based on public figures, not legal advice. Your agent or lawyer confirms your eligibility when reviewing your documents.',
    nationality: {
      legend: 'Are you a citizen of the EU, the EEA or Switzerland?',
      yes: 'Yes',
      no: 'No',
    },
    income: { label: 'Your gross income from remote work', help: 'Before tax, in euros.' },
    period: { legend: 'This amount is', monthly: 'Per month', yearly: 'Per year' },
    familyMembers: {
      label: 'Family members moving with you',
      help: 'Spouse or partner, children and dependent parents. Enter 0 if you are moving alone.',
    },
    inSpain: { legend: 'Are you currently in Spain?', yes: 'Yes', no: 'No' },
    submit: 'Check my eligibility',
    invalidIncome: 'Enter your income as a positive amount.',
    invalidFamily: 'Enter a whole number from 0 to 20.',
    errorSummary: 'Please check the fields below.',
    euTitle: 'You do not need this visa',
    euText:
      'As a citizen of the EU, the EEA or Switzerland you can live and work in Spain without a digital nomad visa. You only need to register as a resident (EU registration certificate) after three months.',
    meetsTitle: 'Your income meets the threshold',
    shortTitle: 'Your income is below the threshold',
    meetsText: {
      zero: 'Your income covers the minimum required for a single applicant.',
      one: 'Your income covers the minimum required for you and 1 family member.',
      other: 'Your income covers the minimum required for you and {count} family members.',
    },
    shortText: {
      zero: 'You would need {shortfall} more a year. Savings or other proven income may help; ask us before you apply.',
      one: 'With 1 family member you would need {shortfall} more a year. Savings or other proven income may help; ask us before you apply.',
      other:
        'With {count} family members you would need {shortfall} more a year. Savings or other proven income may help; ask us before you apply.',
    },
    yourIncome: 'Your annual income',
    required: 'Required annual income',
    breakdown:
      '{base} for you (200% of the minimum wage), +{first} for the first family member and +{further} for each further one.',
    monthlyNote:
      'We compare annual amounts (monthly income × 12). Sources differ on the monthly equivalent; the figure most often quoted is about {monthly} a month.',
    recommend: {
      basic:
        'Recommended for you: Basic. You apply for the 1-year visa through the Spanish consulate in your country, with an agent reviewing your file.',
      premium:
        'Recommended for you: Premium. From inside Spain you can apply for 3-year residence, with a dedicated lawyer handling your case.',
    },
    planNames: { basic: 'Basic', premium: 'Premium' },
    choose: 'Continue with {plan}',
    back: 'Back to pricing',
  },
  es: {
    pageTitle: 'Tu elegibilidad · Nomada',
    heading: '¿Cumples el requisito de ingresos?',
    intro:
      'Responde a cuatro preguntas para comparar tus ingresos con el umbral de 2026 del visado de nómada digital.',
    disclaimer:
      'Esta comprobación es una orientación general basada en cifras públicas, no asesoramiento jurídico. Tu agente o abogado confirma que cumples los requisitos al revisar tus documentos.',
    nationality: { legend: '¿Eres ciudadano de la UE, del EEE o de Suiza?', yes: 'Sí', no: 'No' },
    income: { label: 'Tus ingresos brutos por teletrabajo', help: 'Antes de impuestos, en euros.' },
    period: { legend: 'Este importe es', monthly: 'Al mes', yearly: 'Al año' },
    familyMembers: {
      label: 'Familiares que se trasladan contigo',
      help: 'Cónyuge o pareja, hijos y padres a tu cargo. Escribe 0 si te trasladas solo.',
    },
    inSpain: { legend: '¿Estás en España ahora mismo?', yes: 'Sí', no: 'No' },
    submit: 'Comprobar si cumplo',
    invalidIncome: 'Indica tus ingresos con un importe positivo.',
    invalidFamily: 'Indica un número entero del 0 al 20.',
    errorSummary: 'Revisa los campos de abajo.',
    euTitle: 'No necesitas este visado',
    euText:
      'Como ciudadano de la UE, del EEE o de Suiza puedes vivir y trabajar en España sin visado de nómada digital. Solo tienes que inscribirte como residente (certificado de registro de ciudadano de la UE) pasados tres meses.',
    meetsTitle: 'Tus ingresos alcanzan el umbral',
    shortTitle: 'Tus ingresos no alcanzan el umbral',
    meetsText: {
      zero: 'Tus ingresos cubren el mínimo exigido a un solicitante sin familiares.',
      one: 'Tus ingresos cubren el mínimo exigido para ti y 1 familiar.',
      other: 'Tus ingresos cubren el mínimo exigido para ti y {count} familiares.',
    },
    shortText: {
      zero: 'Te faltarían {shortfall} al año. Los ahorros u otros ingresos acreditados pueden ayudar; consúltanos antes de presentar la solicitud.',
      one: 'Con 1 familiar te faltarían {shortfall} al año. Los ahorros u otros ingresos acreditados pueden ayudar; consúltanos antes de presentar la solicitud.',
      other:
        'Con {count} familiares te faltarían {shortfall} al año. Los ahorros u otros ingresos acreditados pueden ayudar; consúltanos antes de presentar la solicitud.',
    },
    yourIncome: 'Tus ingresos anuales',
    required: 'Ingresos anuales exigidos',
    breakdown:
      '{base} para ti (el 200 % del salario mínimo), +{first} por el primer familiar y +{further} por cada uno de los siguientes.',
    monthlyNote:
      'Comparamos importes anuales (ingresos mensuales × 12). Las fuentes no coinciden en el equivalente mensual; la cifra más citada ronda los {monthly} al mes.',
    recommend: {
      basic:
        'Te recomendamos Básico: solicitas el visado de 1 año en el consulado de España en tu país, con un agente que revisa tu expediente.',
      premium:
        'Te recomendamos Premium: desde España puedes solicitar la residencia de 3 años, con un abogado dedicado a tu expediente.',
    },
    planNames: { basic: 'Básico', premium: 'Premium' },
    choose: 'Continuar con {plan}',
    back: 'Volver a precios',
  },
};
