class WidgetGateway < BaseGateway
  @conn ||= connect
  @params ||= defaults

  def self.widgets(status)
    response = @conn.get('/v1/widget', status: status) # expect: missing-retry
    JSON.parse(response.body)
  end

  # `@params` holds what the superclass's `defaults` returns: no request.
  def self.page_size
    @params.fetch('page[size]')
  end
end
