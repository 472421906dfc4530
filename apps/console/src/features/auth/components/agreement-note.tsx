import Typography from '@mui/material/Typography';

/** What a merchant accepts by registering. */
export function AgreementNote() {
  return (
    <>
      <Typography variant="body2">
        Нажимая «Зарегистрироваться», вы принимаете условия пользовательского соглашения и политики
        конфиденциальности Vitrina.
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Мы используем ваш email для входа в консоль, писем о заказах с ваших сайтов и восстановления
        доступа. Мы не передаём его третьим лицам и не отправляем рекламу. Удалить аккаунт и данные
        можно в любой момент, написав в поддержку.
      </Typography>
    </>
  );
}
