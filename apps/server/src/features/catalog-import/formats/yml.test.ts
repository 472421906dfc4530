import { Readable } from 'node:stream';
import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import { describe, expect, it } from 'vitest';
import { chunkedStream, collected } from '../../../testing/chunked-stream';
import type { ImportItem } from '../imported-product';
import { XmlFileError } from './xml-file-error';
import { readYml } from './yml';

const itemsOf = (input: Readable): Promise<ImportItem[]> => collected(readYml(input));

const feedOf = (offers: string, categories = '') => `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2024-05-01 10:00">
  <shop>
    <name>Лавка</name>
    <currencies><currency id="RUR" rate="1"/></currencies>
    <categories>${categories}</categories>
    <offers>${offers}</offers>
  </shop>
</yml_catalog>`;

const CATEGORIES = `
  <category id="1">Посуда</category>
  <category id="2" parentId="1">Кружки</category>
  <category id="3" parentId="1">Тарелки</category>`;

const OFFERS = `
  <offer id="m1" available="true">
    <name>Кружка «Утро»</name>
    <vendorCode>MUG-1</vendorCode>
    <price>900</price>
    <oldprice>1200.50</oldprice>
    <categoryId>2</categoryId>
    <picture>https://shop.example/mug-1.jpg</picture>
    <picture>https://shop.example/mug-2.jpg</picture>
    <description><![CDATA[  <p>Фарфор &amp; глазурь</p>  ]]></description>
    <param name="Объём" unit="мл">350</param>
    <count>12</count>
  </offer>
  <offer id="p-red" group_id="77">
    <name>Тарелка «Лён»</name>
    <vendorCode>PL-R</vendorCode>
    <price>500</price>
    <categoryId>3</categoryId>
    <picture>https://shop.example/plate-red.jpg</picture>
    <param name="Цвет">красный</param>
    <param name="Материал">керамика</param>
    <count>3</count>
  </offer>
  <offer id="vase"><name>Ваза</name><price>abc</price></offer>
  <offer id="p-blue" group_id="77" available="false">
    <name>Тарелка «Лён» синяя</name>
    <vendorCode>PL-B</vendorCode>
    <price>550</price>
    <picture>https://shop.example/plate-blue.jpg</picture>
    <param name="Материал">керамика</param>
    <param name="Цвет">синий</param>
  </offer>
  <offer id="napkin" type="vendor.model" available="false">
    <typePrefix>Салфетка</typePrefix><vendor>Лён &amp; Ко</vendor><model>S</model>
    <price>150</price>
    <categoryId>99</categoryId>
  </offer>
  <offer id="p-green" group_id="77">
    <name>Тарелка «Лён» зелёная</name>
    <vendorCode>PL-G</vendorCode>
    <price>500</price>
    <param name="Цвет">зелёный</param>
    <param name="Материал">керамика</param>
    <count>0</count>
  </offer>`;

const NO_DISCOUNT = { value: 0, type: 'PERCENT' } as const;

const EXPECTED: ImportItem[] = [
  {
    kind: 'product',
    product: {
      row: 1,
      title: 'Кружка «Утро»',
      sku: 'MUG-1',
      price: 1200.5,
      discount: { value: 300.5, type: 'RUBLES' },
      about: '<p>Фарфор &amp; глазурь</p>',
      categories: [['Посуда', 'Кружки']],
      photos: [
        { url: 'https://shop.example/mug-1.jpg' },
        { url: 'https://shop.example/mug-2.jpg' },
      ],
      stock: 12,
      onSale: true,
      characteristics: [{ title: 'Объём', values: ['350 мл'] }],
    },
  },
  { kind: 'refused', refused: { row: 3, message: 'Предложение 3: цена «abc» не число' } },
  {
    kind: 'product',
    product: {
      row: 5,
      title: 'Салфетка Лён & Ко S',
      price: 150,
      discount: NO_DISCOUNT,
      onSale: false,
    },
  },
  {
    kind: 'product',
    product: {
      row: 2,
      title: 'Тарелка «Лён»',
      price: 500,
      discount: NO_DISCOUNT,
      categories: [['Посуда', 'Тарелки']],
      photos: [
        { url: 'https://shop.example/plate-red.jpg' },
        { url: 'https://shop.example/plate-blue.jpg' },
      ],
      characteristics: [{ title: 'Материал', values: ['керамика'] }],
      variants: [
        {
          row: 2,
          options: [{ title: 'Цвет', value: 'красный' }],
          sku: 'PL-R',
          price: null,
          discount: null,
          stock: 3,
          photo: { url: 'https://shop.example/plate-red.jpg' },
        },
        {
          row: 4,
          options: [{ title: 'Цвет', value: 'синий' }],
          sku: 'PL-B',
          price: 550,
          discount: null,
          photo: { url: 'https://shop.example/plate-blue.jpg' },
          enabled: false,
        },
        {
          row: 6,
          options: [{ title: 'Цвет', value: 'зелёный' }],
          sku: 'PL-G',
          price: null,
          discount: null,
          stock: 0,
        },
      ],
    },
  },
];

describe('a YML feed', () => {
  it('read into products: categories, old prices, pictures, CDATA, a group of variants', async () => {
    expect(await itemsOf(chunkedStream(feedOf(OFFERS, CATEGORIES)))).toEqual(EXPECTED);
  });

  it('read the same in 7-byte chunks, cut inside letters, tags and CDATA', async () => {
    expect(await itemsOf(chunkedStream(feedOf(OFFERS, CATEGORIES), 7))).toEqual(EXPECTED);
  });

  it('with a namespace prefix, a category loop and a group whose offers lie apart', async () => {
    const categories = `<category id="5" parentId="6">А</category><category id="6" parentId="5">Б</category>`;
    const offers = `
      <offer group_id="g"><name>Футболка</name><categoryId>5</categoryId><param name="Размер">S</param></offer>
      <offer><name>Носки</name></offer>
      <offer group_id="g"><name>Футболка</name><param name="Размер">M</param></offer>`;
    const feed = feedOf(offers, categories)
      .replace(/<(\/?)(\w)/g, '<$1y:$2')
      .replace('<y:yml_catalog', '<y:yml_catalog xmlns:y="urn:example"');

    const items = await itemsOf(chunkedStream(feed, 5));

    expect(items.map((item) => item.kind === 'product' && item.product.title)).toEqual([
      'Носки',
      'Футболка',
    ]);
    const shirt = items[1]!.kind === 'product' ? items[1]!.product : undefined;
    expect(shirt?.categories).toEqual([['Б', 'А']]);
    expect(shirt?.variants?.map(({ row, options }) => [row, options[0]!.value])).toEqual([
      [1, 'S'],
      [3, 'M'],
    ]);
  });

  it('with offers that cannot be read or told apart refused, each by its ordinal', async () => {
    const offers = `
      <offer><price>10</price></offer>
      <offer><name>Чашка</name><price>-5</price><count>2,5</count></offer>
      <offer group_id="same"><name>Блюдце</name><param name="Цвет">белый</param></offer>
      <offer group_id="same"><name>Блюдце</name><param name="Цвет">белый</param></offer>
      <offer group_id="size"><name>Шапка</name><param name="Размер">S</param></offer>
      <offer group_id="size"><name>Шапка</name></offer>
      <offer group_id="size"><name>Шапка</name><param name="Размер">M</param></offer>
      <offer group_id="size"><name>Шапка</name><param name="Размер">S</param></offer>`;

    const messages = (await itemsOf(chunkedStream(feedOf(offers)))).map((item) =>
      item.kind === 'refused' ? item.refused.message : item.product.title,
    );

    expect(messages).toEqual([
      'Предложение 1: нет названия',
      'Предложение 2: цена не может быть отрицательной; остаток «2,5» не целое неотрицательное число',
      `Предложение 3: ${xmlMessages.groupWithoutOptions('same')}`,
      `Предложение 4: ${xmlMessages.groupWithoutOptions('same')}`,
      'Предложение 6: не указано значение «Размер»',
      'Предложение 8: такой вариант уже есть выше в этой группе',
      'Шапка',
    ]);
  });

  it('with a DTD refused before any entity of it is expanded', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE yml_catalog [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY secret SYSTEM "file:///etc/passwd">
]>
<yml_catalog><shop><offers><offer><name>&c;&secret;</name></offer></offers></shop></yml_catalog>`;

    const reading = itemsOf(chunkedStream(bomb, 7));

    await expect(reading).rejects.toBeInstanceOf(XmlFileError);
    await expect(reading).rejects.toThrow(xmlMessages.doctype);
  });

  it('with broken markup refused, the line named', async () => {
    const broken = feedOf('<offer><name>Кружка</offer>');

    await expect(itemsOf(chunkedStream(broken, 7))).rejects.toThrow(xmlMessages.malformed(7));
  });

  it('of 20 000 offers read as a stream', async () => {
    const count = 20_000;
    async function* feed() {
      yield Buffer.from('<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><offers>');
      for (let at = 1; at <= count; at += 1) {
        const group = at % 4 === 0 ? ` group_id="g${Math.floor((at - 1) / 40)}"` : '';
        yield Buffer.from(
          `<offer id="${at}"${group}><name>Товар №${at}</name><vendorCode>SKU-${at}</vendorCode>` +
            `<price>${at}.50</price><picture>https://shop.example/${at}.jpg</picture>` +
            `<param name="Цвет">цвет ${at}</param><description><![CDATA[<b>Описание ${at}</b>]]></description>` +
            `<count>${at % 7}</count></offer>\n`,
        );
      }
      yield Buffer.from('</offers></shop></yml_catalog>');
    }

    const started = performance.now();
    let products = 0;
    let variants = 0;
    for await (const item of readYml(Readable.from(feed()))) {
      if (item.kind === 'product') products += 1;
      if (item.kind === 'product') variants += item.product.variants?.length ?? 0;
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `YML: ${count} offers in ${seconds.toFixed(2)} s, ${Math.round(count / seconds)} rows/s`,
    );

    expect(products).toBe(15_000 + 500);
    expect(variants).toBe(5_000);
  });
});
