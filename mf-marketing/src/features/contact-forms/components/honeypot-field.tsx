import { useTranslation } from 'react-i18next';

/**
 * A field people never see or reach; form-filling bots do fill it, and the server drops any
 * submission where `website` is set. Kept off-screen rather than `display: none`, which some bots skip.
 */
export function HoneypotField() {
  const { t } = useTranslation('marketing');
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1 }}
    >
      <label>
        {t('contactForms.honeypot')}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
