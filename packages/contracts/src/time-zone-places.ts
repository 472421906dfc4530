// The places of time zones in Russian, for the zone's list in the settings and the offer of the
// browser's zone. Kept apart from time-zone.ts: no first screen names a zone's place.
import { formatIn, namePart } from './time-zone';

/**
 * Russia's zones and its neighbours', named as the full Intl data (CLDR) names them in Russian.
 * Browsers ship a trimmed copy that knows these cities only in English («Yekaterinburg»), so a
 * search for «Екатер» would find nothing there.
 */
export const ZONE_PLACES: Readonly<Record<string, string>> = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва',
  'Europe/Kirov': 'Киров',
  'Europe/Volgograd': 'Волгоград',
  'Europe/Astrakhan': 'Астрахань',
  'Europe/Saratov': 'Саратов',
  'Europe/Ulyanovsk': 'Ульяновск',
  'Europe/Samara': 'Самара',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Barnaul': 'Барнаул',
  'Asia/Tomsk': 'Томск',
  'Asia/Novokuznetsk': 'Новокузнецк',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Chita': 'Чита',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Khandyga': 'Хандыга',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Ust-Nera': 'Усть-Нера',
  'Asia/Magadan': 'Магадан',
  'Asia/Sakhalin': 'о-в Сахалин',
  'Asia/Srednekolymsk': 'Среднеколымск',
  'Asia/Kamchatka': 'Петропавловск-Камчатский',
  'Asia/Anadyr': 'Анадырь',
  'Europe/Minsk': 'Беларусь',
  'Europe/Kiev': 'Украина',
  'Europe/Kyiv': 'Украина',
  'Europe/Chisinau': 'Молдова',
  'Asia/Tbilisi': 'Грузия',
  'Asia/Yerevan': 'Армения',
  'Asia/Baku': 'Азербайджан',
  'Asia/Almaty': 'Алматы',
  'Asia/Tashkent': 'Узбекистан',
  'Asia/Bishkek': 'Киргизия',
  'Asia/Dushanbe': 'Таджикистан',
  'Asia/Ashgabat': 'Туркменистан',
};

/**
 * The zone's place in Russian: «Екатеринбург», «Новосибирск»; elsewhere what Intl names (a
 * country of one zone, «Германия»), or the IANA name when it knows no other.
 */
export const zonePlace = (zone: string) =>
  ZONE_PLACES[zone] ??
  namePart(formatIn(zone, { timeZoneName: 'shortGeneric' }), new Date()) ??
  zone;
