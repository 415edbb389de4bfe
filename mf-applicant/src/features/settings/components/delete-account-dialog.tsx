import { useRef } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  List,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@nomada/contracts';
import { useAccountDeletion } from '../hooks/use-account-deletion';

const EFFECTS = ['email', 'signOut', 'files', 'messages', 'decisions'] as const;

type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

/**
 * Says exactly what deleting the account does before asking for the password; nothing happens
 * until the person confirms. An alert dialog: focus starts on the password, Escape keeps the account.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation('applicant');
  const passwordInput = useRef<HTMLInputElement>(null);
  const deletion = useAccountDeletion();
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !deletion.deleting) onClose();
      }}
      onExitComplete={deletion.reset}
      size={{ base: 'sm', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      initialFocusEl={() => passwordInput.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void deletion.submit(event)}>
              <Dialog.Header>
                <Dialog.Title pe="10">{t('settings.deleteDialog.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('settings.deleteDialog.intro')}</Dialog.Description>
                  <List.Root gap="2" ps="5">
                    {EFFECTS.map((effect) => (
                      <List.Item key={effect}>
                        {t(`settings.deleteDialog.effects.${effect}`, { email: deletion.email })}
                      </List.Item>
                    ))}
                  </List.Root>
                  <Text color="fg.muted" fontSize="sm">
                    {t('settings.deleteDialog.exportFirst')}
                  </Text>
                  <Field.Root invalid={Boolean(deletion.error)} required>
                    <Field.Label>
                      {t('settings.deleteDialog.password')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      ref={passwordInput}
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      maxLength={PASSWORD_MAX}
                      value={deletion.password}
                      onChange={(event) => deletion.changePassword(event.target.value)}
                    />
                    {deletion.error ? (
                      <Field.ErrorText>{t(`validation:${deletion.error}`)}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('settings.deleteDialog.passwordHelp')}</Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" gap="3">
                <Button variant="outline" onClick={onClose} disabled={deletion.deleting}>
                  {t('settings.deleteDialog.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={deletion.deleting}
                  loadingText={t('settings.deleteDialog.deleting')}
                >
                  {t('settings.deleteDialog.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
            <Box position="absolute" top="3" insetEnd="3">
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('settings.deleteDialog.close')} />
              </Dialog.CloseTrigger>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
