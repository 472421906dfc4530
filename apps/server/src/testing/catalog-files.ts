// Catalog files as merchants' tools make them, for the import's tests: a workbook written by a
// spreadsheet library, a Yandex Market feed, a 1C exchange.
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';

type Cell = string | number | { formula: string };

/** An XLSX workbook of these sheets, each a header and rows, as exceljs writes it. */
export async function workbookOf(sheets: Record<string, Cell[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface FeedOffer {
  id: string;
  name: string;
  price: number;
  oldprice?: number;
  categoryId?: string;
  groupId?: string;
  vendorCode?: string;
  pictures?: string[];
  params?: Record<string, string>;
}

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function offerXml(offer: FeedOffer) {
  const group = offer.groupId ? ` group_id="${offer.groupId}"` : '';
  return [
    `<offer id="${offer.id}" available="true"${group}>`,
    `<name>${escaped(offer.name)}</name>`,
    `<price>${offer.price}</price>`,
    offer.oldprice ? `<oldprice>${offer.oldprice}</oldprice>` : '',
    offer.categoryId ? `<categoryId>${offer.categoryId}</categoryId>` : '',
    offer.vendorCode ? `<vendorCode>${escaped(offer.vendorCode)}</vendorCode>` : '',
    ...(offer.pictures ?? []).map((url) => `<picture>${escaped(url)}</picture>`),
    ...Object.entries(offer.params ?? {}).map(
      ([name, value]) => `<param name="${escaped(name)}">${escaped(value)}</param>`,
    ),
    '</offer>',
  ].join('');
}

/** A YML feed (`yml_catalog`) of these categories (id, title, parent) and offers. */
export function ymlOf(categories: [string, string, string?][], offers: FeedOffer[], doctype = '') {
  return `<?xml version="1.0" encoding="UTF-8"?>${doctype}
<yml_catalog date="2026-11-01 10:00"><shop><name>Лавка</name><currencies><currency id="RUR" rate="1"/></currencies>
<categories>${categories
    .map(
      ([id, title, parent]) =>
        `<category id="${id}"${parent ? ` parentId="${parent}"` : ''}>${escaped(title)}</category>`,
    )
    .join('')}</categories>
<offers>${offers.map(offerXml).join('')}</offers></shop></yml_catalog>`;
}

const exchange = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.05">${body}</КоммерческаяИнформация>`;

/** A 1C exchange of one T-shirt in two sizes with a photo: import.xml and offers.xml. */
export function shirtExchange() {
  const importXml = exchange(`<Классификатор><Ид>c</Ид><Наименование>Каталог</Наименование>
<Группы><Группа><Ид>g</Ид><Наименование>Одежда</Наименование></Группа></Группы></Классификатор>
<Каталог><Ид>k</Ид><ИдКлассификатора>c</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>
<Товар><Ид>shirt</Ид><Артикул>TS</Артикул><Наименование>Футболка</Наименование>
<Группы><Ид>g</Ид></Группы><Картинка>import_files/ts/shirt.png</Картинка></Товар>
</Товары></Каталог>`);
  const offersXml = exchange(`<ПакетПредложений><Ид>k#</Ид><Наименование>Пакет</Наименование>
<ИдКаталога>k</ИдКаталога><ТипыЦен><ТипЦены><Ид>p</Ид><Наименование>Розница</Наименование></ТипЦены></ТипыЦен>
<Предложения>${['S', 'M']
    .map(
      (size, place) => `<Предложение><Ид>shirt#${size}</Ид><Артикул>TS-${size}</Артикул>
<Наименование>Футболка (${size})</Наименование>
<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Размер</Наименование><Значение>${size}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>
<Цены><Цена><ИдТипаЦены>p</ИдТипаЦены><ЦенаЗаЕдиницу>${990 + place * 100}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена></Цены>
<Количество>${5 + place}</Количество></Предложение>`,
    )
    .join('')}</Предложения></ПакетПредложений>`);
  return { importXml, offersXml };
}

/** The exchange as 1C zips it: the two files and the images folder beside them. */
export function exchangeZip(files: { importXml: string; offersXml: string }, image: Buffer) {
  return Buffer.from(
    zipSync({
      'import.xml': strToU8(files.importXml),
      'offers.xml': strToU8(files.offersXml),
      'import_files/ts/shirt.png': image,
    }),
  );
}
