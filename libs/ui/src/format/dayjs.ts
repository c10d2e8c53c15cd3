import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

// One place sets the pt-BR locale for every dayjs user in the app (ARCHITECTURE §6).
dayjs.locale('pt-br');

export { dayjs };
