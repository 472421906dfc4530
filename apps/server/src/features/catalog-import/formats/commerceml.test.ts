import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { chunkedStream, collected } from '../../../testing/chunked-stream';
import type { ImportItem } from '../imported-product';
import { readCommerceMl, type CommerceMlFiles } from './commerceml';
import { XmlFileError } from './xml-file-error';

const itemsOf = (files: CommerceMlFiles): Promise<ImportItem[]> => collected(readCommerceMl(files));

const exchange = (body: string, encoding = 'UTF-8') => `<?xml version="1.0" encoding="${encoding}"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" xmlns:xs="http://www.w3.org/2001/XMLSchema" ВерсияСхемы="2.05" ДатаФормирования="2024-05-01T10:00:00">
${body}
</КоммерческаяИнформация>`;

const IMPORT_XML = exchange(`
  <Классификатор>
    <Ид>c1</Ид>
    <Наименование>Классификатор (Основной каталог товаров)</Наименование>
    <Группы>
      <Группа>
        <Ид>g-dishes</Ид>
        <Наименование>Посуда</Наименование>
        <Группы>
          <Группа><Ид>g-cups</Ид><Наименование>Кружки</Наименование></Группа>
        </Группы>
      </Группа>
      <Группа><Ид>g-clothes</Ид><Наименование>Одежда</Наименование></Группа>
    </Группы>
    <Свойства>
      <Свойство>
        <Ид>p-material</Ид>
        <Наименование>Материал</Наименование>
        <ТипЗначений>Справочник</ТипЗначений>
        <ВариантыЗначений>
          <Справочник><ИдЗначения>v-china</ИдЗначения><Значение>фарфор</Значение></Справочник>
          <Справочник><ИдЗначения>v-cotton</ИдЗначения><Значение>хлопок</Значение></Справочник>
        </ВариантыЗначений>
      </Свойство>
      <Свойство><Ид>p-country</Ид><Наименование>Страна</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
    </Свойства>
  </Классификатор>
  <Каталог СодержитТолькоИзменения="false">
    <Ид>cat1</Ид>
    <ИдКлассификатора>c1</ИдКлассификатора>
    <Наименование>Основной каталог товаров</Наименование>
    <Товары>
      <Товар>
        <Ид>mug</Ид>
        <Артикул>MUG-1</Артикул>
        <Наименование>Кружка «Утро»</Наименование>
        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница>
        <Группы><Ид>g-cups</Ид></Группы>
        <Описание>Кружка из фарфора, 350 мл</Описание>
        <Картинка>import_files/ab/abc.jpg</Картинка>
        <Картинка>import_files/cd/cde.png</Картинка>
        <ЗначенияСвойств>
          <ЗначенияСвойства><Ид>p-material</Ид><Значение>v-china</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-country</Ид><Значение>Россия</Значение></ЗначенияСвойства>
        </ЗначенияСвойств>
        <ЗначенияРеквизитов>
          <ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>
        </ЗначенияРеквизитов>
      </Товар>
      <Товар>
        <Ид>shirt</Ид>
        <Артикул>TS</Артикул>
        <Наименование>Футболка</Наименование>
        <Группы><Ид>g-clothes</Ид></Группы>
        <ЗначенияСвойств>
          <ЗначенияСвойства><Ид>p-material</Ид><Значение>v-cotton</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-country</Ид><Значение>00000000-0000-0000-0000-000000000000</Значение></ЗначенияСвойства>
        </ЗначенияСвойств>
      </Товар>
      <Товар><Ид>keyring</Ид><Наименование>Брелок</Наименование><Группы><Ид>g-unknown</Ид></Группы></Товар>
      <Товар><Ид>nameless</Ид><Наименование>  </Наименование></Товар>
      <Товар><Ид>free</Ид><Наименование>Открытка</Наименование></Товар>
    </Товары>
  </Каталог>`);

const price = (value: string) =>
  `<Цены><Цена><Представление>${value} RUB за шт</Представление><ИдТипаЦены>retail</ИдТипаЦены>` +
  `<ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>` +
  `<Цена><ИдТипаЦены>wholesale</ИдТипаЦены><ЦенаЗаЕдиницу>1</ЦенаЗаЕдиницу></Цена></Цены>`;

const size = (value: string) =>
  `<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Размер</Наименование>` +
  `<Значение>${value}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>`;

const OFFERS_XML = exchange(`
  <ПакетПредложений СодержитТолькоИзменения="false">
    <Ид>cat1#</Ид>
    <ТипыЦен><ТипЦены><Ид>retail</Ид><Наименование>Розничная</Наименование></ТипЦены></ТипыЦен>
    <Предложения>
      <Предложение><Ид>mug</Ид><Артикул>MUG-1</Артикул><Наименование>Кружка «Утро»</Наименование>${price('1200.00')}<Количество>5.000</Количество></Предложение>
      <Предложение><Ид>shirt#s</Ид><Артикул>TS</Артикул><Наименование>Футболка (S)</Наименование>${size('S')}${price('990')}<Количество>3</Количество></Предложение>
      <Предложение><Ид>shirt#m</Ид><Артикул>TS-M</Артикул><Наименование>Футболка (M)</Наименование>${size('M')}${price('1090.50')}<Количество>-1</Количество></Предложение>
      <Предложение><Ид>free</Ид><Наименование>Открытка</Наименование>${price('бесплатно')}</Предложение>
    </Предложения>
  </ПакетПредложений>`);

const EXPECTED: ImportItem[] = [
  {
    kind: 'product',
    product: {
      row: 1,
      title: 'Кружка «Утро»',
      sku: 'MUG-1',
      price: 1200,
      stock: 5,
      about: 'Кружка из фарфора, 350 мл',
      categories: [['Посуда', 'Кружки']],
      photos: [
        { archivePath: 'import_files/ab/abc.jpg' },
        { archivePath: 'import_files/cd/cde.png' },
      ],
      characteristics: [
        { title: 'Материал', values: ['фарфор'] },
        { title: 'Страна', values: ['Россия'] },
      ],
    },
  },
  {
    kind: 'product',
    product: {
      row: 2,
      title: 'Футболка',
      sku: 'TS',
      price: 990,
      categories: [['Одежда']],
      characteristics: [{ title: 'Материал', values: ['хлопок'] }],
      variants: [
        { row: 2, options: [{ title: 'Размер', value: 'S' }], price: null, stock: 3 },
        {
          row: 2,
          options: [{ title: 'Размер', value: 'M' }],
          sku: 'TS-M',
          price: 1090.5,
          stock: 0,
        },
      ],
    },
  },
  { kind: 'product', product: { row: 3, title: 'Брелок' } },
  { kind: 'refused', refused: { row: 4, message: 'Предложение 4: нет названия' } },
  { kind: 'refused', refused: { row: 5, message: 'Предложение 5: цена «бесплатно» не число' } },
];

describe('a CommerceML exchange', () => {
  it('read into products: groups, a property dictionary, pictures, prices, variants by size', async () => {
    const opened: string[] = [];
    const items = await itemsOf({
      importXml: () => (opened.push('import.xml'), chunkedStream(Buffer.from(IMPORT_XML))),
      offersXml: () => (opened.push('offers.xml'), chunkedStream(Buffer.from(OFFERS_XML))),
    });

    expect(items).toEqual(EXPECTED);
    expect(opened).toEqual(['offers.xml', 'import.xml']);
  });

  it('read the same from files in windows-1251, in 7-byte chunks', async () => {
    const inWindows1251 = (xml: string) =>
      chunkedStream(
        iconv.encode(xml.replace('encoding="UTF-8"', 'encoding="windows-1251"'), 'windows-1251'),
        7,
      );

    const items = await itemsOf({
      importXml: () => inWindows1251(IMPORT_XML),
      offersXml: () => inWindows1251(OFFERS_XML),
    });

    expect(items).toEqual(EXPECTED);
  });

  it('without offers.xml: products without prices', async () => {
    const items = await itemsOf({ importXml: () => chunkedStream(Buffer.from(IMPORT_XML)) });

    const mug = items[0]!.kind === 'product' ? items[0]!.product : undefined;
    expect(mug).toMatchObject({ title: 'Кружка «Утро»', sku: 'MUG-1' });
    expect(mug?.price).toBeUndefined();
    expect(mug?.stock).toBeUndefined();
  });

  it('with variants that cannot be told apart refused as one product', async () => {
    const offers = exchange(`<ПакетПредложений><Предложения>
      <Предложение><Ид>shirt#1</Ид><Наименование>Футболка (S)</Наименование>${price('990')}</Предложение>
      <Предложение><Ид>shirt#2</Ид><Наименование>Футболка (S)</Наименование>${price('990')}</Предложение>
    </Предложения></ПакетПредложений>`);

    const items = await itemsOf({
      importXml: () => chunkedStream(Buffer.from(IMPORT_XML)),
      offersXml: () => chunkedStream(Buffer.from(offers)),
    });

    expect(items[1]).toEqual({
      kind: 'refused',
      refused: {
        row: 2,
        message: 'Предложение 2: вариант «Футболка (S)»: такой вариант уже есть выше в этой группе',
      },
    });
  });

  it('with a DTD refused', async () => {
    const withDoctype = IMPORT_XML.replace(
      '?>',
      '?>\n<!DOCTYPE КоммерческаяИнформация [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    );

    const reading = itemsOf({ importXml: () => chunkedStream(Buffer.from(withDoctype)) });

    await expect(reading).rejects.toBeInstanceOf(XmlFileError);
    await expect(reading).rejects.toThrow(xmlMessages.doctype);
  });

  it('with an encoding it does not know refused', async () => {
    const xml = IMPORT_XML.replace('encoding="UTF-8"', 'encoding="x-klingon"');

    await expect(itemsOf({ importXml: () => chunkedStream(Buffer.from(xml)) })).rejects.toThrow(
      xmlMessages.unknownEncoding('x-klingon'),
    );
  });
});
