/**
 * Demo content pages, in Turkish and English. Category 2 is the footer's menu; page 3 is About Us.
 * Responsible gaming is the site's own page, `/responsible-gaming` (no content page: links go there).
 * Bodies are HTML; they are sanitised when served, like any stored content.
 */
export interface SeedPage {
  id: number;
  categoryId: 1 | 2;
  sort: number;
  title: { tr: string; en: string };
  body: { tr: string; en: string };
}

const LICENCE = '22-0025';

export const seedPages: SeedPage[] = [
  {
    id: 3,
    categoryId: 2,
    sort: 1,
    title: { tr: 'Hakkımızda', en: 'About Us' },
    body: {
      tr: `<h2>Arcadia'ya hoş geldiniz</h2>
<p>Arcadia; slot oyunları, canlı casino, bingo, TV oyunları, canlı ve maç öncesi spor bahisleri ile Aviator gibi hızlı oyunları tek bir yerde buluşturan bir çevrim içi eğlence platformudur. Amacımız, oyuncularımıza güvenli, adil ve keyifli bir oyun deneyimi sunmaktır.</p>
<h3>Lisans ve denetim</h3>
<p>Arcadia, <strong>${LICENCE}</strong> numaralı lisans kapsamında faaliyet gösteren Arcadia Entertainment tarafından işletilmektedir. Tüm oyunlarımız, bağımsız kuruluşlarca test edilmiş rastgele sayı üreteçleri kullanan lisanslı oyun sağlayıcılarından gelir.</p>
<h3>Neler sunuyoruz?</h3>
<ul>
<li>SoftGamings, Hub88, EGT Digital, Amusnet, EveryMatrix ve Digitain başta olmak üzere onlarca sağlayıcıdan binlerce oyun</li>
<li>Gerçek krupiyelerle 7/24 canlı casino masaları</li>
<li>Yüksek oranlarla canlı ve maç öncesi spor bahisleri</li>
<li>Hızlı para yatırma ve dakikalar içinde para çekme</li>
<li>Türkçe destek: e-posta ve geri arama</li>
</ul>
<h3>Güvenliğiniz önceliğimizdir</h3>
<p>Hesap bilgileriniz şifreli bağlantılar üzerinden iletilir, şifreniz yalnızca geri döndürülemez biçimde saklanır. Telefon doğrulaması ve oturum geçmişi ile hesabınızı her zaman kontrol altında tutabilirsiniz.</p>
<p>Oyun bir eğlencedir. Lütfen <a href="/responsible-gaming">Sorumlu Oyun</a> sayfamızı okuyun ve bütçenizi aşmayın.</p>`,
      en: `<h2>Welcome to Arcadia</h2>
<p>Arcadia is an online entertainment platform that brings slots, live casino, bingo, TV games, live and pre-match sports betting and fast games such as Aviator together in one place. Our aim is to give our players a safe, fair and enjoyable experience.</p>
<h3>Licence and regulation</h3>
<p>Arcadia is operated by Arcadia Entertainment under licence number <strong>${LICENCE}</strong>. All our games come from licensed providers whose random number generators are tested by independent laboratories.</p>
<h3>What we offer</h3>
<ul>
<li>Thousands of games from dozens of providers, including SoftGamings, Hub88, EGT Digital, Amusnet, EveryMatrix and Digitain</li>
<li>Live casino tables with real dealers, around the clock</li>
<li>Live and pre-match sports betting with high odds</li>
<li>Fast deposits and withdrawals within minutes</li>
<li>Support in Turkish and English by e-mail and call-back</li>
</ul>
<h3>Your security comes first</h3>
<p>Your account details travel over encrypted connections and your password is only ever stored in a one-way form. Phone verification and your session history keep your account under your control.</p>
<p>Gaming is entertainment. Please read our <a href="/responsible-gaming">Responsible Gaming</a> page and never play beyond your budget.</p>`,
    },
  },
  {
    id: 1,
    categoryId: 2,
    sort: 2,
    title: { tr: 'Şartlar ve Koşullar', en: 'Terms and Conditions' },
    body: {
      tr: `<h2>Genel Şartlar ve Koşullar</h2>
<p>Bu şartlar, Arcadia Entertainment (${LICENCE} numaralı lisans) tarafından işletilen Arcadia web sitesini kullanan tüm oyuncular için geçerlidir. Hesap açarak bu şartları kabul etmiş sayılırsınız.</p>
<h3>1. Hesap</h3>
<ul>
<li>Hesap açmak için 18 yaşını doldurmuş olmanız gerekir.</li>
<li>Her kişi, her hane ve her cihaz için yalnızca bir hesap açılabilir.</li>
<li>Kayıt sırasında verdiğiniz bilgilerin doğru ve güncel olması gerekir; kimlik doğrulaması istenebilir.</li>
<li>Hesabınızın ve şifrenizin güvenliğinden siz sorumlusunuz.</li>
</ul>
<h3>2. Para yatırma ve çekme</h3>
<p>Para yatırma ve çekme işlemleri yalnızca hesap sahibine ait ödeme yöntemleriyle yapılabilir. Çekim talepleri, güvenlik kontrollerinden sonra işleme alınır. Kara para aklamanın önlenmesi amacıyla ek belge talep etme hakkımız saklıdır.</p>
<h3>3. Bonuslar</h3>
<p>Tüm bonuslar <a href="/pages/5">Bonus Kuralları</a> sayfasındaki koşullara tabidir. Bonusların kötüye kullanılması durumunda bonus ve bonustan elde edilen kazançlar iptal edilebilir.</p>
<h3>4. Oyunlar ve bahisler</h3>
<p>Oyun sonuçları, sağlayıcının sunucu kayıtlarına göre belirlenir. Teknik bir arıza durumunda ilgili tur geçersiz sayılır ve bahis tutarı iade edilir.</p>
<h3>5. Hesabın kapatılması</h3>
<p>Hesabınızı dilediğiniz zaman destek ekibimize yazarak kapatabilirsiniz. Şartların ihlali durumunda hesabı askıya alma veya kapatma hakkımız saklıdır.</p>
<h3>6. Değişiklikler</h3>
<p>Bu şartlar zaman zaman güncellenebilir. Güncel metin her zaman bu sayfada yayımlanır.</p>`,
      en: `<h2>General Terms and Conditions</h2>
<p>These terms apply to every player using the Arcadia website, operated by Arcadia Entertainment under licence number ${LICENCE}. By opening an account you accept these terms.</p>
<h3>1. Your account</h3>
<ul>
<li>You must be at least 18 years old to open an account.</li>
<li>Only one account is allowed per person, household and device.</li>
<li>The details you give when registering must be true and up to date; we may ask you to verify your identity.</li>
<li>You are responsible for keeping your account and password safe.</li>
</ul>
<h3>2. Deposits and withdrawals</h3>
<p>Deposits and withdrawals may only use payment methods in the account holder's own name. Withdrawal requests are processed after security checks. To prevent money laundering we may ask for additional documents.</p>
<h3>3. Bonuses</h3>
<p>All bonuses are subject to the conditions on the <a href="/pages/5">Bonus Rules</a> page. If a bonus is abused, the bonus and any winnings from it may be cancelled.</p>
<h3>4. Games and bets</h3>
<p>Game results are determined by the provider's server records. If a technical fault occurs, the affected round is void and the stake is returned.</p>
<h3>5. Closing your account</h3>
<p>You may close your account at any time by writing to our support team. We may suspend or close an account that breaks these terms.</p>
<h3>6. Changes</h3>
<p>These terms may be updated from time to time. The current text is always published on this page.</p>`,
    },
  },
  {
    id: 2,
    categoryId: 2,
    sort: 3,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    body: {
      tr: `<h2>Gizlilik Politikası</h2>
<p>Arcadia olarak kişisel verilerinizin korunmasına önem veriyoruz. Bu politika hangi verileri neden topladığımızı ve nasıl koruduğumuzu açıklar.</p>
<h3>Topladığımız veriler</h3>
<ul>
<li>Kimlik ve iletişim bilgileri: ad, soyad, kullanıcı adı, e-posta, telefon, doğum tarihi ve T.C. kimlik numarası</li>
<li>İşlem bilgileri: para yatırma, çekme, bonus ve oyun geçmişi</li>
<li>Teknik bilgiler: IP adresi, tarayıcı bilgisi, cihaz parmak izi ve oturum kayıtları</li>
</ul>
<h3>Verileri neden kullanıyoruz?</h3>
<p>Hesabınızı yönetmek, yasal yükümlülüklerimizi (yaş ve kimlik doğrulama, kara paranın önlenmesi) yerine getirmek, dolandırıcılığı önlemek ve size destek vermek için.</p>
<h3>Paylaşım</h3>
<p>Verileriniz yalnızca ödeme kuruluşları, oyun sağlayıcıları ve yetkili makamlar gibi hizmetin gerektirdiği taraflarla, gerekli olduğu ölçüde paylaşılır. Verilerinizi hiçbir zaman satmayız.</p>
<h3>Haklarınız</h3>
<p>Verilerinize erişme, düzeltilmesini veya yasal saklama süreleri sona erdiğinde silinmesini isteme hakkına sahipsiniz. Talepleriniz için destek@arcadia.example adresine yazabilirsiniz.</p>`,
      en: `<h2>Privacy Policy</h2>
<p>At Arcadia we care about protecting your personal data. This policy explains what we collect, why, and how we keep it safe.</p>
<h3>What we collect</h3>
<ul>
<li>Identity and contact details: name, surname, username, e-mail, phone, date of birth and national ID number</li>
<li>Transaction details: deposits, withdrawals, bonuses and game history</li>
<li>Technical details: IP address, browser details, device fingerprint and session records</li>
</ul>
<h3>Why we use it</h3>
<p>To run your account, to meet our legal duties (age and identity checks, anti-money-laundering), to prevent fraud and to support you.</p>
<h3>Sharing</h3>
<p>Your data is shared only with the parties the service needs, such as payment institutions, game providers and the authorities, and only as far as necessary. We never sell your data.</p>
<h3>Your rights</h3>
<p>You may access your data, ask for it to be corrected, or ask for it to be deleted once the legal retention periods have passed. Write to support@arcadia.example for any request.</p>`,
    },
  },
  {
    id: 9,
    categoryId: 2,
    sort: 5,
    title: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
    body: {
      tr: `<h2>Çerez Politikası</h2>
<p>Sitemiz, oturumunuzu açık tutmak, dil tercihinizi hatırlamak ve güvenliği sağlamak için tarayıcınızın yerel depolama alanını ve zorunlu çerezleri kullanır.</p>
<ul>
<li><strong>Zorunlu:</strong> oturum, dil seçimi ve güvenlik bilgileri</li>
<li><strong>Tercih:</strong> okuduğunuz duyurular ve gösterilen kampanya pencereleri</li>
</ul>
<p>Reklam amaçlı üçüncü taraf çerezleri kullanmıyoruz. Tarayıcı ayarlarınızdan depolanan verileri istediğiniz zaman silebilirsiniz; bu durumda yeniden giriş yapmanız gerekir.</p>`,
      en: `<h2>Cookie Policy</h2>
<p>Our site uses your browser's local storage and essential cookies to keep you signed in, remember your language and keep things secure.</p>
<ul>
<li><strong>Essential:</strong> session, language choice and security details</li>
<li><strong>Preferences:</strong> notices you have read and promotional popups already shown</li>
</ul>
<p>We do not use third-party advertising cookies. You can clear stored data from your browser settings at any time; you will then need to log in again.</p>`,
    },
  },
  {
    id: 7,
    categoryId: 2,
    sort: 6,
    title: { tr: 'İletişim', en: 'Contact' },
    body: {
      tr: `<h2>Bize ulaşın</h2>
<p>Bize e-postayla yazın ya da Çağrı Talep Formu ile numaranızı bırakın, destek ekibimiz size dönsün. Bu sitede canlı sohbet hizmeti yoktur.</p>
<ul>
<li><strong>Çağrı talebi:</strong> menüdeki Çağrı Talep Formu ile sizi arayalım</li>
<li><strong>E-posta:</strong> destek@arcadia.example</li>
<li><strong>WhatsApp ve Telegram:</strong> sayfanın altındaki bağlantılar</li>
</ul>
<p>Güvenliğiniz için destek ekibimiz sizden hiçbir zaman şifrenizi veya SMS doğrulama kodunuzu istemez.</p>`,
      en: `<h2>Contact us</h2>
<p>Write to us by e-mail or leave your number with the Call Request Form, and our support team will get back to you. This site has no live chat.</p>
<ul>
<li><strong>Call request:</strong> let us call you back with the Call Request Form in the menu</li>
<li><strong>E-mail:</strong> support@arcadia.example</li>
<li><strong>WhatsApp and Telegram:</strong> the links at the bottom of the page</li>
</ul>
<p>For your safety, our support team will never ask for your password or your SMS verification code.</p>`,
    },
  },
  {
    id: 5,
    categoryId: 1,
    sort: 1,
    title: { tr: 'Bonus Kuralları', en: 'Bonus Rules' },
    body: {
      tr: `<h2>Genel Bonus Kuralları</h2>
<ul>
<li>Her bonus, hesap, kişi, telefon numarası ve cihaz başına bir kez kullanılabilir.</li>
<li>Deneme bonusu yalnızca telefon numarası doğrulanmış hesaplara, bir kez tanımlanır.</li>
<li>Bonus tutarları, aksi belirtilmedikçe çekilebilir bakiyeye dönüşmeden önce çevrim şartını tamamlamalıdır.</li>
<li>Çevrim şartı hiçbir bonusta bonus tutarının 10 katını geçmez.</li>
<li>Her bonus tek bir ürüne bağlıdır (casino ya da spor): bonus parası yalnızca o üründe oynanır. Şartlar talepten önce Bonuslarım sayfasında gösterilir.</li>
<li>Bonus talepleri Bonuslarım sayfasından yapılır ve ekibimizce onaylanır.</li>
</ul>
<p>Kuralların ihlali veya birden fazla hesapla bonus kullanımı tespit edildiğinde bonuslar ve ilgili kazançlar iptal edilir.</p>`,
      en: `<h2>General Bonus Rules</h2>
<ul>
<li>Each bonus may be used once per account, person, phone number and device.</li>
<li>The trial bonus is credited once, and only to accounts with a verified phone number.</li>
<li>Unless stated otherwise, bonus amounts must complete their wagering requirement before they become withdrawable.</li>
<li>No bonus asks for more than 10 times its amount in wagering.</li>
<li>Each bonus belongs to one product (casino or sports): its money is staked on that product only. Its terms are shown on the My Bonuses page before it is claimed.</li>
<li>Bonuses are requested from the My Bonuses page and approved by our team.</li>
</ul>
<p>If the rules are broken or bonuses are claimed with more than one account, the bonuses and related winnings are cancelled.</p>`,
    },
  },
  {
    id: 6,
    categoryId: 1,
    sort: 2,
    title: { tr: 'Sıkça Sorulan Sorular', en: 'FAQ / Help' },
    body: {
      tr: `<h2>Sıkça Sorulan Sorular</h2>
<h3>Nasıl üye olurum?</h3>
<p>Sağ üstteki Kayıt Ol düğmesine tıklayın, formu doldurun ve telefon numaranızı SMS koduyla doğrulayın.</p>
<h3>Şifremi unuttum, ne yapmalıyım?</h3>
<p>Giriş penceresindeki Şifremi Unuttum bağlantısına tıklayın. E-posta adresinize gönderilen kodla yeni şifrenizi belirleyebilirsiniz.</p>
<h3>Para çekme ne kadar sürer?</h3>
<p>Onaylanan çekim talepleri çoğunlukla dakikalar içinde hesabınıza aktarılır.</p>
<h3>Telefon numaramı nasıl değiştiririm?</h3>
<p>Hesabım sayfasındaki SMS Doğrulama kutucuğundan Numarayı Güncelle seçeneğini kullanın.</p>
<h3>Oyun yüklenmiyor, ne yapmalıyım?</h3>
<p>Oyun penceresindeki yenile düğmesini kullanın; sorun sürerse destek ekibimize yazın (destek@arcadia.example).</p>`,
      en: `<h2>Frequently Asked Questions</h2>
<h3>How do I sign up?</h3>
<p>Click Register at the top right, fill in the form and verify your phone number with the SMS code.</p>
<h3>I forgot my password. What should I do?</h3>
<p>Click Password recovery in the login window. You can set a new password with the code sent to your e-mail address.</p>
<h3>How long does a withdrawal take?</h3>
<p>Approved withdrawals usually reach you within minutes.</p>
<h3>How do I change my phone number?</h3>
<p>Use Update Number in the SMS Verification tile on the My Account page.</p>
<h3>A game does not load. What can I do?</h3>
<p>Use the reload button in the game window; if the problem continues, write to our support team (support@arcadia.example).</p>`,
    },
  },
  {
    id: 8,
    categoryId: 1,
    sort: 3,
    title: { tr: 'Para Yatırma ve Çekme', en: 'Deposits and Withdrawals' },
    body: {
      tr: `<h2>Para Yatırma ve Çekme</h2>
<p>Hesabım menüsündeki Para Yatır ve Para Çek sayfalarından size uygun ödeme yöntemini seçebilirsiniz. Yöntemler anlık olarak güncellenir.</p>
<ul>
<li>En az para yatırma tutarı: 100 ₺</li>
<li>En az para çekme tutarı: 200 ₺</li>
<li>Çekimler, hesap adınıza kayıtlı IBAN veya ödeme hesabına yapılır.</li>
</ul>
<p>İşlemlerinizin tamamını Finansal Hareketler sayfasından takip edebilirsiniz.</p>`,
      en: `<h2>Deposits and Withdrawals</h2>
<p>Choose the payment method that suits you on the Deposit and Withdraw pages of My Account. Methods are updated in real time.</p>
<ul>
<li>Minimum deposit: ₺100</li>
<li>Minimum withdrawal: ₺200</li>
<li>Withdrawals are paid to an IBAN or payment account in your own name.</li>
</ul>
<p>You can follow all your transactions on the Financial Activities page.</p>`,
    },
  },
  {
    id: 10,
    categoryId: 1,
    sort: 4,
    title: { tr: 'Spor Bahis Kuralları', en: 'Sports Betting Rules' },
    body: {
      tr: `<h2>Spor Bahis Kuralları</h2>
<ul>
<li>Bahisler, karşılaşmanın resmi sonucuna göre değerlendirilir; uzatmalar aksi belirtilmedikçe dahil değildir.</li>
<li>Ertelenen ve 48 saat içinde oynanmayan karşılaşmalara yapılan bahisler iade edilir.</li>
<li>Canlı bahislerde oranlar anlık değişebilir; kupon, onay anındaki oranla kabul edilir.</li>
<li>Açıkça hatalı oranla kabul edilen bahisler doğru oranla yeniden hesaplanır.</li>
</ul>`,
      en: `<h2>Sports Betting Rules</h2>
<ul>
<li>Bets are settled on the official result of the match; extra time is not included unless stated.</li>
<li>Bets on matches postponed and not played within 48 hours are refunded.</li>
<li>Live odds may change at any moment; a bet slip is accepted at the odds shown when it is confirmed.</li>
<li>Bets accepted at obviously wrong odds are settled again at the correct odds.</li>
</ul>`,
    },
  },
];
