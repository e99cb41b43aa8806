# The failure is rescued one or two calls up, in the same file, and the work
# goes on without the result: a best-effort step (medium). A method with a
# caller that lets the failure through stays high.
require "faraday"

class LinkCards
  def fetch_preview(url)
    conn = Faraday.new(url: url, request: { timeout: 0.5 }) # expect: short-timeout@medium
    JSON.parse(conn.get.body)
  end

  def preview_title(url)
    fetch_preview(url)["title"]
  end

  def render_card(url)
    { url: url, title: preview_title(url) }
  rescue Faraday::Error
    { url: url }
  end

  def fetch_invoice(invoice_id)
    conn = Faraday.new(url: "https://billing.example.com", request: { timeout: 0.5 }) # expect: short-timeout
    JSON.parse(conn.get("/invoices/#{invoice_id}").body)
  end

  def invoice_total(invoice_id)
    fetch_invoice(invoice_id)["total"]
  rescue Faraday::Error
    nil
  end

  def invoice_pdf(invoice_id)
    fetch_invoice(invoice_id)["pdf_url"]
  end
end
