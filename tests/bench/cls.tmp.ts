import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const result = await lighthouse('http://127.0.0.1:3500/valuation', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
const a = result!.lhr.audits
console.log(a['cumulative-layout-shift']?.displayValue)
console.log(JSON.stringify(a['layout-shifts']?.details ?? a['layout-shift-elements']?.details, null, 1).slice(0, 3000))
chrome.kill()
