import type { DocPage, DocsNavSection } from '@courier/ui';

/**
 * The staff documentation, in English and Turkish. It is the product's own text (not sample
 * data), so it ships with the docs route and loads only when a docs page is opened.
 */
export interface Docs {
  sections: DocsNavSection[];
  pages: Record<string, DocPage>;
}

const changelog = '/docs/changelog';
const introduction = '/docs/guides/getting-started/introduction';

const en: Docs = {
  sections: [
    { title: 'Guides', pages: [{ title: 'Introduction', href: introduction }] },
    { title: 'Releases', pages: [{ title: 'Changelog', href: changelog }] },
  ],
  pages: {
    [introduction]: {
      title: 'Introduction',
      lead: 'What the back office is, who uses it, and where to start.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The back office is where the staff of the company book parcels, scan them through the network, plan trips, watch the fleet, answer complaints and read the numbers. It runs in the browser, on the counter PC as on a phone.',
        },
        { kind: 'heading', text: 'Who uses it' },
        {
          kind: 'list',
          items: [
            'Counter staff book parcels, take payments and hand parcels over.',
            'Hub staff receive, sort and load parcels with the scanner.',
            'Drivers see their trips and record deliveries.',
            'Managers plan trips, watch the fleet and read the reports.',
            'Administrators keep the offices, routes and staff accounts.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Each role sees the modules it needs. What a role may not do is refused by the server, whatever the screen shows.',
        },
        { kind: 'heading', text: 'Where to start' },
        {
          kind: 'links',
          items: [
            {
              label: 'Help centre',
              href: '/apps/help-center',
              description: 'Answers to common questions and step-by-step guides.',
            },
            { label: 'Book a parcel', href: '/secure/parcels/new', description: 'At the counter, in two minutes.' },
            { label: 'Scan', href: '/secure/scanning', description: 'Receive, load and deliver.' },
            { label: 'Changelog', href: changelog, description: 'What changed in each release.' },
          ],
        },
        { kind: 'heading', text: 'Working faster' },
        {
          kind: 'paragraph',
          text: 'The search finds parcels, customers, pages and tasks from any page. Your shortcuts take you to the pages you use most. The language, the theme and the layout are in the settings; they follow you to every device you sign in on.',
        },
      ],
    },
    [changelog]: {
      title: 'Changelog',
      lead: 'What changed in the back office, newest first.',
      blocks: [
        {
          kind: 'release',
          version: '1.6',
          date: '2026-11-24',
          changes: [
            { type: 'added', text: 'Help centre: questions by category, guides and a search over both.' },
            { type: 'added', text: 'Team chat as a full page, next to the quick chat panel.' },
            { type: 'added', text: 'The documentation: this changelog and the introduction.' },
          ],
        },
        {
          kind: 'release',
          version: '1.5',
          date: '2026-11-23',
          changes: [
            {
              type: 'added',
              text: 'Tasks: sections, priorities, sub-tasks and reordering by drag and drop or keyboard.',
            },
            { type: 'added', text: 'Activities: what happened lately, day by day.' },
            { type: 'changed', text: 'A trip leaves at most 30 minutes early, and a loaded truck only when sealed.' },
            { type: 'fixed', text: 'One Escape closes a panel even while a tooltip is shown.' },
          ],
        },
        {
          kind: 'release',
          version: '1.4',
          date: '2026-11-20',
          changes: [
            { type: 'added', text: 'The server: one database for the staff of the whole company.' },
            { type: 'added', text: 'Live operations: scans and trips show on every screen as they happen.' },
            { type: 'changed', text: 'Scans made without a connection are kept and sent when it returns.' },
          ],
        },
        {
          kind: 'release',
          version: '1.3',
          date: '2026-11-12',
          changes: [
            { type: 'added', text: 'Reports of deliveries and revenue, with CSV export.' },
            { type: 'added', text: 'Bookings imported from a spreadsheet.' },
            { type: 'fixed', text: 'Turkish letters sort in their alphabet order in every list.' },
          ],
        },
        {
          kind: 'release',
          version: '1.0',
          date: '2026-10-28',
          changes: [
            { type: 'added', text: 'Booking at the counter, labels and receipts.' },
            { type: 'added', text: 'Scanning through the network, trips and live tracking.' },
            { type: 'added', text: 'Complaints with their deadlines, and the public tracking page.' },
          ],
        },
      ],
    },
  },
};

const tr: Docs = {
  sections: [
    { title: 'Kılavuzlar', pages: [{ title: 'Giriş', href: introduction }] },
    { title: 'Sürümler', pages: [{ title: 'Değişiklik günlüğü', href: changelog }] },
  ],
  pages: {
    [introduction]: {
      title: 'Giriş',
      lead: 'Arka ofis nedir, kimler kullanır ve nereden başlanır.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Arka ofis, şirket personelinin gönderi kabul ettiği, gönderileri ağ boyunca taradığı, sefer planladığı, filoyu izlediği, şikâyetleri yanıtladığı ve rakamları okuduğu yerdir. Tarayıcıda çalışır; gişe bilgisayarında da telefonda da.',
        },
        { kind: 'heading', text: 'Kimler kullanır' },
        {
          kind: 'list',
          items: [
            'Gişe personeli gönderi kabul eder, ödeme alır ve gönderileri teslim eder.',
            'Aktarma merkezi personeli gönderileri tarayıcıyla kabul eder, ayırır ve yükler.',
            'Sürücüler seferlerini görür ve teslimatları kaydeder.',
            'Yöneticiler sefer planlar, filoyu izler ve raporları okur.',
            'Sistem yöneticileri ofisleri, güzergâhları ve personel hesaplarını yönetir.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Her rol ihtiyaç duyduğu modülleri görür. Bir rolün yapamayacağı işi, ekran ne gösterirse göstersin, sunucu reddeder.',
        },
        { kind: 'heading', text: 'Nereden başlamalı' },
        {
          kind: 'links',
          items: [
            {
              label: 'Yardım merkezi',
              href: '/apps/help-center',
              description: 'Sık sorulan soruların yanıtları ve adım adım kılavuzlar.',
            },
            { label: 'Gönderi oluştur', href: '/secure/parcels/new', description: 'Gişede, iki dakikada.' },
            { label: 'Tara', href: '/secure/scanning', description: 'Kabul, yükleme ve teslim.' },
            { label: 'Değişiklik günlüğü', href: changelog, description: 'Her sürümde neyin değiştiği.' },
          ],
        },
        { kind: 'heading', text: 'Daha hızlı çalışmak' },
        {
          kind: 'paragraph',
          text: 'Arama, her sayfadan gönderileri, müşterileri, sayfaları ve görevleri bulur. Kısayollarınız sizi en çok kullandığınız sayfalara götürür. Dil, tema ve yerleşim ayarlardadır; oturum açtığınız her cihazda sizi izler.',
        },
      ],
    },
    [changelog]: {
      title: 'Değişiklik günlüğü',
      lead: 'Arka ofiste neyin değiştiği, en yenisi önce.',
      blocks: [
        {
          kind: 'release',
          version: '1.6',
          date: '2026-11-24',
          changes: [
            { type: 'added', text: 'Yardım merkezi: kategorilere göre sorular, kılavuzlar ve ikisinde birden arama.' },
            { type: 'added', text: 'Hızlı sohbet panelinin yanında, tam sayfa ekip sohbeti.' },
            { type: 'added', text: 'Belgeler: bu değişiklik günlüğü ve giriş.' },
          ],
        },
        {
          kind: 'release',
          version: '1.5',
          date: '2026-11-23',
          changes: [
            {
              type: 'added',
              text: 'Görevler: bölümler, öncelikler, alt görevler; sürükleyip bırakarak ya da klavyeyle sıralama.',
            },
            { type: 'added', text: 'Etkinlikler: son olanlar, gün gün.' },
            { type: 'changed', text: 'Bir sefer en fazla 30 dakika erken çıkar; yüklü bir araç ancak mühürlüyse.' },
            { type: 'fixed', text: 'Bir ipucu görünürken de tek Escape paneli kapatır.' },
          ],
        },
        {
          kind: 'release',
          version: '1.4',
          date: '2026-11-20',
          changes: [
            { type: 'added', text: 'Sunucu: tüm şirketin personeli için tek veritabanı.' },
            { type: 'added', text: 'Canlı operasyon: taramalar ve seferler oldukları anda her ekranda görünür.' },
            { type: 'changed', text: 'Bağlantı yokken yapılan taramalar saklanır ve bağlantı gelince gönderilir.' },
          ],
        },
        {
          kind: 'release',
          version: '1.3',
          date: '2026-11-12',
          changes: [
            { type: 'added', text: 'CSV dışa aktarımlı teslimat ve gelir raporları.' },
            { type: 'added', text: 'Tablodan içe aktarılan gönderiler.' },
            { type: 'fixed', text: 'Türkçe harfler her listede alfabe sırasına göre sıralanır.' },
          ],
        },
        {
          kind: 'release',
          version: '1.0',
          date: '2026-10-28',
          changes: [
            { type: 'added', text: 'Gişede gönderi kabulü, etiketler ve makbuzlar.' },
            { type: 'added', text: 'Ağ boyunca tarama, seferler ve canlı takip.' },
            { type: 'added', text: 'Süreleriyle şikâyetler ve herkese açık takip sayfası.' },
          ],
        },
      ],
    },
  },
};

export const docs: Record<'en' | 'tr', Docs> = { en, tr };
